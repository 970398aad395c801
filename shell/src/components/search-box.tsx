import { paths } from '@toolverse/shared-content/site/paths';
import { SEARCH_BOX_IDS, TITLE_SEARCH_ATTRIBUTE } from '../shared/title-search-markup';

export { SEARCH_PANEL_ID } from '../shared/title-search-markup';

/**
 * The header's search box: a GET form to the search page, so Enter searches everything for what was
 * typed with or without a script. The title search (shell/src/title-search/title-search.ts, a script of a
 * few KB with no framework, which the page's loader fetches on the reader's first move toward the
 * search button) lists the matching article titles under it from the first character typed, and
 * reads what was typed before it arrived. The panel is a popover: as it opens, the browser focuses
 * the input (autofocus); on the page itself nothing is focused.
 */
export function SearchBox() {
  return (
    <form action={paths.search()} method="get" {...{ [TITLE_SEARCH_ATTRIBUTE]: '' }} className="relative mx-auto w-full max-w-2xl">
      <label htmlFor={SEARCH_BOX_IDS.input} className="sr-only">
        Search blog titles
      </label>
      <input
        id={SEARCH_BOX_IDS.input}
        name="q"
        type="search"
        // The popover's autofocus delegate: focused as the reader opens the panel.
        // eslint-disable-next-line jsx-a11y-x/no-autofocus
        autoFocus
        autoComplete="off"
        placeholder="Search blog titles..."
        aria-describedby={SEARCH_BOX_IDS.count}
        className="w-full rounded-xl border border-space-600 bg-space-900 px-4 py-3 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none"
      />
      <p id={SEARCH_BOX_IDS.count} className="sr-only" aria-live="polite" />
      <div
        id={SEARCH_BOX_IDS.results}
        hidden
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[15rem] overflow-y-auto rounded-xl border border-space-700 bg-space-900 shadow-2xl"
      />
    </form>
  );
}
