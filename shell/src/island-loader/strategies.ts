// When an island's code is due: one small function per load strategy of the island protocol, each
// given the `start` that makes its island due and the island. The island scheduler
// (island-scheduler.ts) looks an island's strategy up here; one it does not find (a remote built
// against a newer contract) is `idle`.
import { ISLAND_INNER_ATTRIBUTES, type IslandLoad } from '@toolverse/contracts/island-protocol';
import { onFirstEvent } from './on-first-event';

/** Watches one island and calls `start` when its code is due (more calls do nothing). */
export type IslandStrategy = (start: () => void, island: HTMLElement) => void;

/** Once the page has loaded (at once if it has). */
export const afterLoad = (then: () => void) =>
  document.readyState === 'complete' ? then() : window.addEventListener('load', () => then(), { once: true });

/** After the load event, when the browser is idle (at most 2 s later). */
export const whenIdle = (then: () => void) =>
  afterLoad(() => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200)));

/**
 * Pointing at or focusing a link that works as a link (not one the island announces, which is
 * replayed) is on the way to another page, which needs none of the island's code: loading it then
 * would only compete with the navigation for the processor.
 */
const PLAIN_LINK = `a[href]:not([${ISLAND_INNER_ATTRIBUTES.replay}])`;
const towardPlainLink = (event: Event) =>
  (event.type === 'pointerover' || event.type === 'pointerdown' || event.type === 'focusin') &&
  event.target instanceof Element &&
  event.target.closest(PLAIN_LINK) !== null;

/** The reader starts reading: the first scroll, wheel, touch or key anywhere (not a mouse move, as often on its way to a link). */
const READING = ['scroll', 'wheel', 'touchstart', 'keydown'];
/** The reader's first input on an island. */
const INPUT = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'];

export const STRATEGIES: Readonly<Record<IslandLoad, IslandStrategy>> = {
  load: (start) => start(),
  idle: (start) => whenIdle(start),
  scroll: (start) => onFirstEvent(window, READING, start),
  // A click or a submit before this fires is held and starts the island too (early-input.ts).
  interaction: (start, island) => onFirstEvent(island, INPUT, (event) => !towardPlainLink(event) && start()),
  visible: (start, island) => {
    // The island element lays out no box of its own (display: contents): its children are watched.
    if (!('IntersectionObserver' in window) || island.children.length === 0) return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px 0px' },
    );
    for (const child of island.children) observer.observe(child);
  },
};
