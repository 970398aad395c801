import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { navigation, reactIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { searchArticles, truncateWords } from '@toolverse/shared-content/articles';

/** The header's search panel (a popover): the search box lives in it. */
export const SEARCH_PANEL_ID = 'site-search';

function closePanel(): void {
  const panel = document.getElementById(SEARCH_PANEL_ID);
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * Search over the article titles, from the first character typed, and a last entry that opens the
 * search page (articles' text and tools too) with the query. Arrow keys move between the input and the results, Enter opens the focused (or first) result, Escape closes the panel. An
 * island that loads when the reader reaches the box: the panel opens without it (popover), the
 * input takes the focus as it opens (autofocus) and keeps what is typed meanwhile, which the island
 * reads when it starts.
 */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const results = searchArticles(query);

  const panelRef = useRef<HTMLDivElement>(null);
  // The matching titles, then the way to the search page: one list for the arrow keys.
  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  function focusResult(index: number) {
    const all = links();
    if (all.length === 0) return;
    if (index < 0) {
      inputRef.current?.focus();
      return;
    }
    all[Math.min(index, all.length - 1)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const position = links().indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusResult(position + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusResult(position - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closePanel();
        break;
      case 'Enter':
        // Without a title to open, the form goes to the search page (the browser submits it).
        if (event.target === inputRef.current && results[0]) {
          event.preventDefault();
          navigation.assign(paths.blog.article(results[0].slug));
        }
        break;
      default:
    }
  }

  return (
    // A GET form to the search page: Enter there without a title result (or before this island runs,
    // or without JavaScript) searches everything for what was typed.
    <form action={paths.search()} method="get" className="relative mx-auto w-full max-w-2xl">
      <label htmlFor={`${resultsId}-input`} className="sr-only">
        Search blog titles
      </label>
      <input
        ref={inputRef}
        id={`${resultsId}-input`}
        name="q"
        type="search"
        // The panel is a popover: as it opens (the reader asked for it), the browser focuses this
        // input, the popover's autofocus delegate; on the page itself nothing is focused.
        // eslint-disable-next-line jsx-a11y-x/no-autofocus
        autoFocus
        onKeyDown={onKeyDown}
        autoComplete="off"
        placeholder="Search blog titles..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={query.trim() === '' ? undefined : resultsId}
        aria-describedby={`${resultsId}-count`}
        className="w-full rounded-xl border border-space-600 bg-space-900 px-4 py-3 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none"
      />
      <p id={`${resultsId}-count`} className="sr-only" aria-live="polite">
        {query.trim() === '' ? '' : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
      </p>
      {query.trim() !== '' && (
        <div
          id={resultsId}
          ref={panelRef}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[15rem] overflow-y-auto rounded-xl border border-space-700 bg-space-900 shadow-2xl"
        >
          {results.length === 0 ? (
            <p className="px-4 py-3 text-muted">No results found</p>
          ) : (
            <ul aria-label="Matching articles">
              {results.map((article) => (
                <li key={article.slug}>
                  <a
                    href={paths.blog.article(article.slug)}
                    onKeyDown={onKeyDown}
                    title={article.title}
                    className="block px-4 py-2.5 text-ink hover:bg-space-800 focus:bg-space-700 focus:outline-none"
                  >
                    {truncateWords(article.title)}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a
            href={paths.search(query)}
            onKeyDown={onKeyDown}
            className="block border-t border-space-700 px-4 py-2.5 text-glow-cyan hover:bg-space-800 focus:bg-space-700 focus:outline-none"
          >
            Search everything for &lsquo;{query.trim()}&rsquo;
          </a>
        </div>
      )}
    </form>
  );
}

export default SearchBox;

/** The header's search box, an island that loads on first input. */
export const SearchBoxIsland = reactIsland('shell/SearchBox', SearchBox, { load: 'interaction' });
