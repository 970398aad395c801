// Back, Forward and reload return the reader to the words they were reading. Browsers restore a
// pixel offset; here that offset is wrong on a fresh load, because blocks below a page's first
// screens are laid out at an estimated height until they are first rendered (`render-lazily`,
// theme.css). A reader who read an article to its middle has every block above rendered at its
// real height; the same page loaded again has estimates there, so the same offset shows other words
// (hundreds of pixels off on a phone, where a paragraph is estimated at 20rem). So the page records,
// as it is left, the first block of its reading column in view and the height it stood at, and
// takes over restoring when the reader comes back: it puts that block at that height before the
// first paint, and as the blocks around it render, the browser's scroll anchoring keeps it there.
// A page brought back whole from the back/forward cache needs none of this.

/** Where a page's position is kept for this tab: one per URL. */
const STORE = 'toolverse:reading-position:';
const storeKey = () => `${STORE}${window.location.pathname}${window.location.search}`;

/** The blocks a reader reads, in the reading column (a sidebar can be sticky: its place says nothing). */
const BLOCKS = 'main :is(h1,h2,h3,h4,p,li,pre,blockquote,figure,table,dt,dd):not(aside *)';

/** A block, named the same way on the page left and on the page loaded again. */
export interface ReadingPosition {
  tag: string;
  /** The block's first words. */
  text: string;
  /** Which of the blocks with that tag and those words. */
  nth: number;
  /** Its top, in px from the top of the window. */
  top: number;
  /** The offset it was at, for when no block matches any more. */
  scrollY: number;
}

const words = (block: Element) => (block.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

/** Where the fixed header ends: what the reader sees starts there (its border comes and goes with scrolling). */
function viewTop(): number {
  return document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
}

/** The page's reading position now, or null at the top of the page. */
export function readingPosition(): ReadingPosition | null {
  if (window.scrollY <= 0) return null;
  const top = viewTop();
  const blocks = [...document.querySelectorAll(BLOCKS)];
  const first = blocks.find((block) => {
    const rect = block.getBoundingClientRect();
    return rect.height > 0 && rect.bottom > top;
  });
  if (!first) return null;
  const text = words(first);
  const before = blocks.slice(0, blocks.indexOf(first));
  return {
    tag: first.localName,
    text,
    nth: before.filter((block) => block.localName === first.localName && words(block) === text).length,
    top: first.getBoundingClientRect().top,
    scrollY: window.scrollY,
  };
}

/** Puts the recorded block back at its height (or, if the page changed and it is gone, the offset). */
export function restoreReadingPosition(position: ReadingPosition): void {
  const block = [...document.querySelectorAll(BLOCKS)].filter(
    (candidate) => candidate.localName === position.tag && words(candidate) === position.text,
  )[position.nth];
  const target = block ? window.scrollY + block.getBoundingClientRect().top - position.top : position.scrollY;
  window.scrollTo(0, Math.max(0, target));
}

function isReturn(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

function recorded(): ReadingPosition | null {
  try {
    const position = JSON.parse(sessionStorage.getItem(storeKey()) ?? 'null') as Partial<ReadingPosition> | null;
    return typeof position?.text === 'string' && typeof position.top === 'number' ? (position as ReadingPosition) : null;
  } catch {
    return null;
  }
}

/** Records the position (or clears an old one); false when none is kept. */
function record(position: ReadingPosition | null): boolean {
  try {
    if (position) sessionStorage.setItem(storeKey(), JSON.stringify(position));
    else sessionStorage.removeItem(storeKey());
    return position !== null;
  } catch {
    // Storage refused (a private mode, a full quota): the browser's own restoring is left.
    return false;
  }
}

/**
 * Run by the page's chrome (shell/src/page-chrome/), which arrives with the reader's first scroll, move
 * or key (a page nobody scrolled is left at its top, and has nothing to record): records the
 * position as the page is left, in the tab's session storage (writing the history entry then would
 * cancel a Back under way).
 */
export function recordOnLeave(): void {
  if (!('scrollRestoration' in history)) return;
  window.addEventListener('pagehide', () => {
    // The entry being left is restored by the inline loader, not by the browser (which would first
    // jump to the old offset): the mode is the entry's, and the page that loads for it comes too
    // late. Only if a position was kept: without one, the browser's offset is better than the top.
    history.scrollRestoration = record(readingPosition()) ? 'manual' : 'auto';
  });
  window.addEventListener('pageshow', (event) => {
    // Back from the back/forward cache: the page is as it was left, scroll included.
    if (event.persisted) history.scrollRestoration = 'auto';
  });
}

/**
 * Run by the inline loader at once: on a return to a page with a position recorded, takes restoring
 * over from the browser and puts the block back in the first frame (the stylesheet has loaded by
 * then, and nothing has been painted yet).
 */
export function restoreOnReturn(): void {
  // Only a return reads the tab's storage: a first read of it can hold the page's parser up.
  if (!('scrollRestoration' in history) || !isReturn()) return;
  const position = recorded();
  if (!position) return;
  history.scrollRestoration = 'manual';
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => restoreReadingPosition(position)), { once: true });
  // The browser restores until the page has loaded; from then on, same-page entries are its own again.
  window.addEventListener('load', () => setTimeout(() => (history.scrollRestoration = 'auto')), { once: true });
}
