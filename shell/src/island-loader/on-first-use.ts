// What the inline loader (island-loader/index.ts) fetches on the reader's first use, so that none
// of it is in any page's HTML or first load: each function calls `fetch` once, when its moment comes.
import { SEARCH_PANEL_ID } from '../shared/title-search-markup';
import { onFirstEvent } from './on-first-event';

/**
 * The page's chrome (page-chrome/index.ts: the header's look on scroll, the reading position kept as the
 * page is left, prerendering the link the mouse rests on), on the reader's first scroll, move,
 * touch or key.
 */
export const pageChromeOnFirstUse = (fetch: () => void) =>
  onFirstEvent(window, ['pointermove', 'pointerdown', 'scroll', 'wheel', 'touchstart', 'keydown'], fetch);

/** The tooltips (shell/src/tooltips/), on the first mouse move or key: touch readers never download them. */
export const tooltipsOnFirstUse = (fetch: () => void) =>
  onFirstEvent(window, ['pointermove', 'keydown'], (event) => (event as PointerEvent).pointerType !== 'touch' && fetch());

/** What a reader moves toward when they mean to search: the header's search button or its panel. */
const SEARCH_INTENT = `[popovertarget="${SEARCH_PANEL_ID}"], #${SEARCH_PANEL_ID}`;

/**
 * The header's title search (shell/src/title-search/), on the reader's first move toward it: the pointer
 * over or down on the search button, the focus on it or in its panel, a key in the panel. A few KB
 * with no framework: it lists titles from the first key typed, and reads what was typed before it
 * arrived.
 */
export const titleSearchOnIntent = (fetch: () => void) =>
  onFirstEvent(
    document,
    ['pointerover', 'pointerdown', 'focusin', 'keydown'],
    (event) => event.target instanceof Element && event.target.closest(SEARCH_INTENT) !== null && fetch(),
  );
