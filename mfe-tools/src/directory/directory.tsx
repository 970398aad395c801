import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { reactIsland } from '@toolverse/contracts';
import { pageTitle } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import articleTools from '@toolverse/shared-content/content/generated/article-tool-ids.json';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import { TOOLS } from '../common/catalogue';
import { DirectoryFilters } from './directory-filters';
import { filterTools, filtersFromQuery, isFiltered, queryFromFilters, type Preset, type ToolFilters } from './filters';
import { inPlace } from './in-place';
import { pageOf } from './paging';
import { sortTools, withKnownPrice } from './sorting';
import { ToolList } from './tool-list';
import { TopFive } from './top-five';
import { directoryView } from './views';

const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

/** The page's title follows the view filtered in place: the name its own page would have. */
function showTitle(name: string): void {
  const title = pageTitle(name);
  if (title) document.title = title;
}

export interface DirectoryProps {
  preset: Preset | null;
}

/**
 * The Arsenal's filters and list: a React island that keeps its state in the URL. Without a script
 * every control leads to a page of its own (a category, a kind of reader: prerendered, indexable);
 * with it, the same controls filter in place and the URL follows, so Back works and views are
 * shareable. Combined filters, pricing and the text search are the island's alone. The list shows
 * PAGE_SIZE tools a page (paging.ts); every page of a prerendered view is a page of its own (?page=2), so the
 * first screen stays light and every tool is a link away without a script. It loads on the
 * first pointer, focus or key on it, or at once when the URL asks for a view its HTML does not show
 * (?article=, ?tools=, a combination).
 */
export function Directory({ preset }: DirectoryProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const id = useId();
  const base = preset ? paths.tools.preset(preset) : paths.tools.index;

  // /tools#writing, the spec's anchors, selects that category too.
  const fromQuery = filtersFromQuery(searchParams, KNOWN);
  const hashCategory = TOOL_CATEGORIES.find((category) => `#${category}` === hash);
  const filters: ToolFilters = hashCategory && fromQuery.category === 'all' ? { ...fromQuery, category: hashCategory } : fromQuery;
  const filtered = isFiltered(filters) || preset !== null;
  const shown = sortTools(filterTools(TOOLS, filters, preset, articleTools), filters.sort);
  // A page of PAGE_SIZE tools at a time: each page of a prerendered view is a prerendered page.
  const paged = pageOf(shown, filters.page);
  const unpriced = filters.sort === 'price' ? shown.length - withKnownPrice(shown) : 0;
  const view = directoryView({ ...filters, page: paged.page }, preset);
  const listRef = useRef<HTMLElement>(null);

  // Filtered in place, the page takes the name the view's own page has.
  useEffect(() => showTitle(view.name), [view.name]);

  /** A change of filter or order starts the list again from its first page. */
  function update(change: Partial<ToolFilters>, replace = false) {
    setSearchParams(new URLSearchParams(queryFromFilters({ ...filters, page: 1, ...change })), { replace, preventScrollReset: true });
  }

  const toPage = (page: number, event: MouseEvent) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    update({ page });
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  const reset = (event: MouseEvent) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };

  return (
    <>
      {!filtered && paged.page === 1 && <TopFive />}
      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <DirectoryFilters id={id} filters={filters} preset={preset} base={base} update={update} reset={reset} />
        <ToolList
          listRef={listRef}
          view={view}
          shown={shown}
          paged={paged}
          unpriced={unpriced}
          pageHref={(page) => `${base}${queryFromFilters({ ...filters, page })}`}
          onPage={toPage}
          base={base}
          reset={reset}
        />
      </div>
    </>
  );
}

export default Directory;

/** The directory as an island with its router (it keeps its filters in the URL). */
export const DirectoryIsland = reactIsland('tools/Directory', Directory, { load: 'interaction', router: true });
