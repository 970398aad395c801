/**
 * The markup of an island, which a page's server render writes and the shell's island loader reads
 * (see island.tsx). Plain constants, importable without React (the inline loader is a few KB).
 */
export const ISLAND_TAG = 'toolverse-island';

/**
 * When an island's code loads: with the page, when the browser is idle, when it nears the screen, on
 * the reader's first input on it, or when the reader starts reading (the first scroll, wheel, touch
 * or key anywhere on the page, not a mouse move, which is as often on its way to a link: motion and
 * saved state that matter once the page is being read).
 */
export type IslandLoad = 'load' | 'idle' | 'visible' | 'interaction' | 'scroll';
