// The element ids on a tool's page that other pages link to: the directory's cards and the compare
// table lead to its watch form, the changes page to its price history.

/** The watch form (watch/watch-form.tsx). */
export const WATCH_ANCHOR = 'watch';

/** The price history (tool-page/price-history.tsx). */
export const HISTORY_ANCHOR = 'history';
