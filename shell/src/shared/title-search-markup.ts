// What the header's search box (components/search-box.tsx) and the title search that takes it over
// (title-search.ts) agree on: a module of its own, so the title search's build holds no React.

/** The header's search panel (a popover): the search box lives in it. */
export const SEARCH_PANEL_ID = 'site-search';
/** The box's parts, which the title search finds and fills. */
export const SEARCH_BOX_IDS = { input: 'site-search-input', count: 'site-search-count', results: 'site-search-results' } as const;
/** Marks the form the title search takes over. */
export const TITLE_SEARCH_ATTRIBUTE = 'data-title-search-form';
