// The island loader every prerendered page carries inline in its <head> (tooling/prerender.ts; the
// CSP allows it by its hash). It runs before the page's body is parsed, so no input is ever missed:
// - A click on a button, or a form's submit, inside an island whose code has not run yet is held
//   and replayed once it has (the runtime, runtime.tsx). Links, forms marked data-native-submit and
//   popover buttons are left to the browser: they work without any script.
// - Each island's strategy (data-load) decides when its code is due: `load` at once, `idle` after
//   the load event when the browser is idle, `visible` when it nears the screen, `interaction` on
//   the first pointer, focus, key or input on it. The first island due brings the shell's runtime
//   (data-app, the shell's federation host) and the runtime brings the rest.
// - A toast the previous page left for this one brings the runtime too (after the load); the first
//   mouse move or key press loads the tooltips (data-tooltips); the first move toward the header's
//   search loads the title search (data-search, no framework); the first scroll, move, touch or key
//   loads the page's chrome (data-chrome: the header on scroll, recording the reading position,
//   prerendering the link the mouse rests on).
// - Back, Forward and reload return the reader to the block they were reading: the position the
//   chrome recorded is restored here, before the first paint (reading-position.ts).
import { ISLAND_TAG } from '@toolverse/contracts/island-markup';
import { NEXT_PAGE_TOAST_KEY } from '@toolverse/contracts/toast';
import { FALLBACK, HYDRATED, TRIGGERED, type IslandQueue, type Replay } from './queue';
import { SEARCH_PANEL_ID } from '../search/markup';
import { restoreOnReturn } from './reading-position';

/** What a reader moves toward when they mean to search: the header's search button or its panel. */
const SEARCH_INTENT = `[popovertarget="${SEARCH_PANEL_ID}"], #${SEARCH_PANEL_ID}`;

const script = document.currentScript as HTMLScriptElement | null;
const queue: IslandQueue = (window.__toolverse = { pending: [], replays: new Map() });

function load(src: string | undefined): void {
  if (!src || document.querySelector(`script[src="${src}"]`)) return;
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  document.head.append(element);
}

const loadRuntime = () => load(script?.dataset.app);

function trigger(island: Element): void {
  if (!(island instanceof HTMLElement) || island.hasAttribute(TRIGGERED)) return;
  island.setAttribute(TRIGGERED, '');
  if (queue.start) queue.start(island);
  else {
    queue.pending.push(island);
    loadRuntime();
  }
}

/** The island an event is inside, while its code has not run yet. */
function waitingIsland(target: EventTarget | null): Element | null {
  const island = target instanceof Element ? target.closest(ISLAND_TAG) : null;
  return island && !island.hasAttribute(HYDRATED) ? island : null;
}

const REPLAYED = 'button[type=button]:not([popovertarget]):not([commandfor]),[role=button],a[data-replay]';

function hold(event: Event): void {
  const island = waitingIsland(event.target);
  // The notice of an island that could not load has its own Retry, which must not wait for the island.
  if (!island || (event.target as Element).closest(`[${FALLBACK}]`)) return;
  let replay: Replay;
  if (event.type === 'submit') {
    const form = event.target as HTMLFormElement;
    if (form.hasAttribute('data-native-submit')) return;
    replay = { type: 'submit', target: form, submitter: (event as SubmitEvent).submitter };
  } else {
    const control = (event.target as Element).closest(REPLAYED);
    if (!control || !island.contains(control)) return;
    // A link opened in a new tab or window is the browser's to open.
    const click = event as MouseEvent;
    if (control.localName === 'a' && (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)) return;
    replay = { type: 'click', target: control };
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  queue.replays.set(island, [...(queue.replays.get(island) ?? []), replay]);
  trigger(island);
}

/**
 * A link that works as a link (not one the island announces, data-replay): pointing at it or
 * focusing it is on the way to another page, which needs none of the island's code. Loading it
 * then would only compete with the navigation for the processor.
 */
const onPlainLink = (event: Event) =>
  (event.type === 'pointerover' || event.type === 'pointerdown' || event.type === 'focusin') &&
  event.target instanceof Element &&
  event.target.closest('a[href]:not([data-replay])') !== null;

function interacted(event: Event): void {
  const island = waitingIsland(event.target);
  if (island?.getAttribute('data-load') === 'interaction' && !onPlainLink(event)) trigger(island);
}

restoreOnReturn();

document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input']) document.addEventListener(type, interacted, true);

const visible =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const island = entry.target.closest(ISLAND_TAG);
            if (island) trigger(island);
          }
        },
        { rootMargin: '200px 0px' },
      )
    : null;

const afterLoad = (then: () => void) =>
  document.readyState === 'complete' ? then() : window.addEventListener('load', () => then(), { once: true });
const whenIdle = (then: () => void) =>
  afterLoad(() => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200)));

/** A URL as a page shows it: the path, the query whatever its encoding, and the #part. */
function shownUrl(url: string): string {
  const { pathname, search, hash } = new URL(url, window.location.href);
  return `${pathname}?${new URLSearchParams(search).toString()}${hash}`;
}

/** The islands waiting for the reader to start reading, and the events that say so. */
const readingIslands: HTMLElement[] = [];
const READING = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;

function startedReading(): void {
  for (const type of READING) window.removeEventListener(type, startedReading, true);
  readingIslands.splice(0).forEach(trigger);
}

function schedule(island: HTMLElement): void {
  // An island that keeps its state in the URL (data-url: the URL it was rendered for), served HTML
  // for another URL (a combination of filters no page was prerendered for, a #part such as the
  // spec's /tools#video, the tools a compare URL names), starts at once to show what this URL asks for.
  if (island.dataset.url !== undefined && shownUrl(island.dataset.url) !== shownUrl(window.location.href)) return trigger(island);
  switch (island.dataset.load) {
    case 'load':
      return trigger(island);
    case 'idle':
      return whenIdle(() => trigger(island));
    case 'scroll':
      if (readingIslands.push(island) === 1)
        for (const type of READING) window.addEventListener(type, startedReading, { capture: true, passive: true });
      return;
    case 'visible':
      // The island element lays out no box of its own (display: contents): its children are watched.
      if (!visible || island.children.length === 0) return trigger(island);
      for (const child of island.children) visible.observe(child);
      return;
    case 'interaction':
      // Started by the reader's first input on it (interacted, hold).
      return;
    default:
      // A strategy this loader does not know (a remote built against a newer contract): when idle.
      return whenIdle(() => trigger(island));
  }
}

function hasNextPageToast(): boolean {
  try {
    return sessionStorage.getItem(NEXT_PAGE_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

/** A page prerendered on a hover becomes the reader's page later: what is for the reader waits until then. */
function whenShown(then: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', then, { once: true });
  else then();
}

/**
 * The page's chrome (shell/src/chrome/: the header's look on scroll, the reading position kept as
 * the page is left, prerendering the link the mouse rests on), fetched on the reader's first
 * scroll, move, touch or key: what only matters once the reader does something stays out of every
 * page's HTML.
 */
function loadChromeOnFirstUse(): void {
  const types = ['pointermove', 'pointerdown', 'scroll', 'wheel', 'touchstart', 'keydown'] as const;
  const start = () => {
    for (const type of types) window.removeEventListener(type, start, true);
    load(script?.dataset.chrome);
  };
  for (const type of types) window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * The header's title search (shell/src/search/), fetched on the reader's first move toward it: the
 * pointer over or down on the search button, the focus on it or in its panel, a key in the panel.
 * A few KB with no framework: it lists titles from the first key typed, and reads what was typed
 * before it arrived.
 */
function loadSearchOnIntent(): void {
  const types = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
  const start = (event: Event) => {
    if (!(event.target instanceof Element && event.target.closest(SEARCH_INTENT))) return;
    for (const type of types) document.removeEventListener(type, start, true);
    load(script?.dataset.search);
  };
  for (const type of types) document.addEventListener(type, start, { capture: true, passive: true });
}

function loadTooltipsOnFirstUse(): void {
  const start = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'touch') return;
    window.removeEventListener('pointermove', start, true);
    window.removeEventListener('keydown', start, true);
    load(script?.dataset.tooltips);
  };
  window.addEventListener('pointermove', start, { capture: true, passive: true });
  window.addEventListener('keydown', start, true);
}

document.addEventListener('DOMContentLoaded', () => {
  document.querySelectorAll<HTMLElement>(ISLAND_TAG).forEach(schedule);
  loadChromeOnFirstUse();
  loadTooltipsOnFirstUse();
  loadSearchOnIntent();
  // After the page has loaded: a first read of the tab's storage can hold the first paint up.
  afterLoad(() => whenShown(() => hasNextPageToast() && loadRuntime()));
});
