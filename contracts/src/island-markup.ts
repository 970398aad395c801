/**
 * The markup of an island, which a page's server render writes and the shell's island loader reads
 * (see island.tsx). Plain constants, importable without React (the inline loader is a few KB).
 */
export const ISLAND_TAG = 'toolverse-island';

/** When an island's code loads: with the page, when the browser is idle, when it nears the screen, or on first input. */
export type IslandLoad = 'load' | 'idle' | 'visible' | 'interaction';
