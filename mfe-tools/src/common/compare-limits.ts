/** A comparison shows two to four tools side by side: one is no comparison, five no longer fit a phone's screen. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
