import { domIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import {
  SEARCH_INDEX_PATH,
  loadSearchIndex,
  searchEverything,
  type SearchHit,
  type SearchIndex,
} from '@toolverse/shared-content/domain/search';

const KIND_LABELS = { tool: 'Tool', article: 'Article' } as const;

/** "2 tools and 5 articles for 'zapier'" */
export function resultsSummary(hits: readonly SearchHit[], query: string): string {
  const count = (kind: SearchHit['kind'], one: string, many: string) => {
    const n = hits.filter((hit) => hit.kind === kind).length;
    return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
  };
  const parts = [count('tool', 'tool', 'tools'), count('article', 'article', 'articles')].filter(Boolean);
  return parts.length === 0
    ? `Nothing found for \u2018${query}\u2019. Try another word, or fewer words.`
    : `${parts.join(' and ')} for \u2018${query}\u2019`;
}

function resultItem(hit: SearchHit): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-xl border border-space-700 bg-space-900 px-5 py-4';
  const kind = document.createElement('p');
  kind.className = 'text-xs font-semibold uppercase tracking-wide text-glow-cyan';
  kind.textContent = `${KIND_LABELS[hit.kind]} \u00b7 ${hit.category}`;
  const link = document.createElement('a');
  link.href = hit.id;
  link.className = 'mt-1 block text-lg font-semibold text-ink hover:text-glow-cyan focus-visible:outline-2 focus-visible:outline-glow-cyan';
  link.textContent = hit.title;
  const description = document.createElement('p');
  description.className = 'mt-1 text-sm text-muted';
  description.textContent = hit.description;
  item.append(kind, link, description);
  return item;
}

/**
 * Brings the search form to life: the index (written by the build beside the pages) loads at once,
 * results follow the typing, and the URL keeps the query (`?q=`), so a search can be shared and
 * Back returns to it. A query in the URL is searched on arrival.
 */
export function mount(element: HTMLElement): void {
  const form = element.querySelector('form');
  const input = element.querySelector<HTMLInputElement>('input[name="q"]');
  const status = element.querySelector<HTMLElement>('[data-search-status]');
  const list = element.querySelector<HTMLElement>('[data-search-results]');
  if (!form || !input || !status || !list) return;
  let index: SearchIndex | null = null;

  const show = (query: string) => {
    const q = query.trim();
    if (!index) return;
    if (q === '') {
      status.textContent = '';
      list.replaceChildren();
      return;
    }
    const hits = searchEverything(index, q);
    status.textContent = resultsSummary(hits, q);
    list.replaceChildren(...hits.map(resultItem));
  };
  const remember = (query: string) => {
    const url = paths.search(query);
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(null, '', url);
  };

  const initial = new URLSearchParams(window.location.search).get('q') ?? '';
  if (initial !== '' && input.value === '') input.value = initial;
  input.addEventListener('input', () => {
    show(input.value);
    remember(input.value);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show(input.value);
    remember(input.value);
  });

  status.textContent = input.value.trim() === '' ? '' : 'Searching\u2026';
  fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
      return response.text();
    })
    .then((json) => {
      index = loadSearchIndex(json);
      element.setAttribute('data-search-ready', '');
      show(input.value);
      // What was typed before the island started is in the box, not yet in the URL.
      if (input.value.trim() !== '') remember(input.value);
    })
    .catch((error: unknown) => {
      console.error('search: the index could not be loaded', error);
      status.textContent = 'Search is not available right now. Reload the page to try again, or browse the blog and The Arsenal below.';
    });
}

/** The form as the server renders it: a GET form to this page, which works without the island. */
function SearchForm() {
  return (
    <>
      <form action={paths.search()} method="get" role="search" className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="search-everything-q" className="sr-only">
          Search articles and tools
        </label>
        <input
          id="search-everything-q"
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Search articles and tools..."
          className="w-full rounded-xl border border-space-600 bg-space-900 px-4 py-3 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-xl bg-gradient-to-r from-glow-cyan to-glow-violet px-6 py-3 font-bold text-space-950 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Search
        </button>
      </form>
      <p data-search-status="" aria-live="polite" className="mt-6 min-h-6 text-muted" />
      <ol data-search-results="" aria-label="Results" className="mt-4 space-y-3" />
    </>
  );
}

/**
 * The search form and its results: an island that starts when the reader first focuses or types in
 * the form (what was typed meanwhile is searched), or at once on a URL with a query (`?q=`, as the
 * header's "Search everything for" opens it), since its placement names the URL the page was rendered for.
 */
export const SearchEverythingIsland = domIsland('shell/SearchEverything', SearchForm, { load: 'interaction', mount });
