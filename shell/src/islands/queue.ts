/**
 * What the inline island loader (bootstrap.ts) hands the shell's runtime (runtime.tsx) on
 * `window.__toolverse`: the islands whose strategy has fired before the runtime arrived, and the
 * input each island received before its code ran, to be replayed once it has.
 */
export interface Replay {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

export interface IslandQueue {
  /** Islands due to load, in the order their strategies fired. */
  pending: HTMLElement[];
  /** Input an island received before its code ran. */
  replays: Map<Element, Replay[]>;
  /** Set by the runtime: loads and starts an island from then on. */
  start?: (island: HTMLElement) => void;
}

declare global {
  interface Window {
    __toolverse?: IslandQueue;
  }
}

/** An island's state on its element: `data-triggered` once due, `data-hydrated` once its code runs it. */
export const TRIGGERED = 'data-triggered';
export const HYDRATED = 'data-hydrated';
/** The notice an island shows when its code cannot be loaded (runtime.ts), with its Retry. */
export const FALLBACK = 'data-island-fallback';
