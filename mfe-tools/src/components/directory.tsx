import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { reactIsland, useSiteUrl } from '@toolverse/contracts';
import { StructuredData } from '@toolverse/shared-content/ui/page-meta';
import { pageTitle } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ToolCategory } from '@toolverse/shared-content/content/schemas/tool';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import articleTools from '@toolverse/shared-content/content/generated/article-tool-ids.json';
import { POPULARITY } from '@toolverse/shared-content/domain/popularity';
import toolsJson from '@toolverse/shared-content/content/generated/tools.json';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import { filterTools, filtersFromQuery, isFiltered, pageOf, queryFromFilters, type Preset, type ToolFilters } from '../lib/filters';
import { CATEGORY_LABELS, PRICING_LABELS, USER_TYPE_LABELS } from '../lib/labels';
import { SORTS, SORT_LABELS, sortTools, withKnownPrice } from '../lib/sorting';
import { directoryJsonLd } from '../lib/structured-data';
import { directoryView } from '../lib/views';
import { MAX_COMPARED, MIN_COMPARED } from '../lib/compare';
import { FilterSelect } from './filter-select';
import { Pager } from './pager';
import { ToolCard } from './tool-card';

const TOOLS = toolsJson as ListedTool[];
/** "Top 5 This Month": the most visited tools when enough clicks were counted, else the editors' picks. */
const TOP_FIVE = POPULARITY.topFive.map((id) => TOOLS.find((tool) => tool.id === id)).filter((tool) => tool !== undefined);
const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

/** The form the cards' "Compare" checkboxes submit to the compare page. */
const COMPARE_FORM = 'compare-picks';

const chipClass =
  'inline-block rounded-full border border-space-600 px-3 py-1.5 text-sm text-ink hover:border-glow-cyan aria-[current=true]:border-glow-cyan aria-[current=true]:bg-space-700';

/** The page's title follows the view filtered in place: the name its own page would have. */
function showTitle(name: string): void {
  const title = pageTitle(name);
  if (title) document.title = title;
}

/** A plain left click: the island handles it in place; anything else (a new tab) is the browser's. */
const inPlace = (event: MouseEvent) => !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

export interface DirectoryProps {
  preset: Preset | null;
}

/**
 * The Arsenal's filters and list: a React island that keeps its state in the URL. Without a script
 * every control leads to a page of its own (a category, a kind of reader: prerendered, indexable);
 * with it, the same controls filter in place and the URL follows, so Back works and views are
 * shareable. Combined filters, pricing and the text search are the island's alone. The list shows
 * PAGE_SIZE tools a page; every page of a prerendered view is a page of its own (?page=2), so the
 * first screen stays light and every tool is a link away without a script. It loads on the
 * first pointer, focus or key on it, or at once when the URL asks for a view its HTML does not show
 * (?article=, ?tools=, a combination).
 */
export function Directory({ preset }: DirectoryProps) {
  const siteUrl = useSiteUrl();
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
      {!filtered && paged.page === 1 && (
        <section aria-labelledby="top-five" className="mt-10">
          <h2 id="top-five" className="text-2xl font-bold text-ink">
            Top 5 This Month
          </h2>
          <p className="mt-1 text-sm text-muted">
            <strong className="font-semibold text-ink">{POPULARITY.label}.</strong> {POPULARITY.note}
          </p>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {TOP_FIVE.map((tool, index) => (
              <li key={tool.id}>
                <a
                  href={paths.tools.tool(tool.id)}
                  className="flex h-full flex-col rounded-xl border border-space-700 bg-space-900 p-4 hover:border-glow-cyan"
                >
                  <span className="text-xs text-muted">{`#${index + 1}`}</span>
                  <span className="font-bold text-ink">{tool.name}</span>
                  <span className="text-xs text-muted">{CATEGORY_LABELS[tool.category]}</span>
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filter tools" className="space-y-6">
          <FilterSelect
            id={`${id}-type`}
            label="I am a..."
            name="type"
            value={filters.userType}
            options={[{ value: 'all', label: 'Anyone' }, ...USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))]}
            onChange={(userType) => update({ userType })}
            action={paths.tools.index}
          />
          <div>
            <label htmlFor={`${id}-q`} className="block font-semibold text-ink">
              Search tools
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={filters.query}
              placeholder="e.g. video, email, logo"
              onChange={(event) => update({ query: event.target.value }, true)}
              className="mt-2 w-full rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink placeholder:text-muted"
            />
          </div>
          <FilterSelect
            id={`${id}-pricing`}
            label="Pricing"
            name="pricing"
            value={filters.pricing}
            options={[
              { value: 'all', label: 'Any price' },
              ...PRICING_MODELS.map((model) => ({ value: model, label: PRICING_LABELS[model] })),
            ]}
            onChange={(pricing) => update({ pricing })}
          />
          <FilterSelect
            id={`${id}-sort`}
            label="Sort by"
            name="sort"
            value={filters.sort}
            options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort].label }))}
            onChange={(sort) => update({ sort })}
            // Only the whole directory is prerendered in each order: elsewhere the order is the island's, like pricing.
            action={isFiltered(filters) || preset !== null ? undefined : paths.tools.index}
          >
            <p className="mt-2 text-xs text-muted">{SORT_LABELS[filters.sort].rule}</p>
          </FilterSelect>
          <nav aria-labelledby={`${id}-categories`}>
            <h2 id={`${id}-categories`} className="font-semibold text-ink">
              Category
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {(['all', ...TOOL_CATEGORIES] as const).map((category) => (
                <li key={category}>
                  <a
                    href={category === 'all' ? base : paths.tools.category(category)}
                    aria-current={filters.category === category ? 'true' : undefined}
                    onClick={(event) => {
                      if (!inPlace(event)) return;
                      event.preventDefault();
                      update({ category: category as ToolCategory | 'all' });
                    }}
                    className={chipClass}
                  >
                    {category === 'all' ? 'All' : CATEGORY_LABELS[category]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a
            href={base}
            onClick={reset}
            className="block w-full rounded-full border border-space-600 px-4 py-2 text-center text-sm font-semibold text-ink hover:border-glow-cyan"
          >
            Reset
          </a>
        </aside>

        <section ref={listRef} aria-labelledby="tool-list" className="scroll-mt-24">
          <h2 id="tool-list" className="sr-only">
            Tools
          </h2>
          <StructuredData data={[directoryJsonLd(view, { tools: paged.tools, first: paged.first, total: shown.length }, siteUrl)]} />
          <p className="text-muted" role="status">
            {`Showing ${shown.length} ${shown.length === 1 ? 'tool' : 'tools'}`}
            {unpriced > 0 && `; the last ${unpriced} have no dated price, so they come after the priced ones`}
          </p>
          {/* Pick to compare: each card's checkbox belongs to this form, which opens the compare page with or without a script. */}
          <form
            id={COMPARE_FORM}
            aria-label="Compare tools"
            method="get"
            action={paths.tools.compare()}
            className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted"
          >
            <span>{`Tick ${MIN_COMPARED} to ${MAX_COMPARED} tools to see them side by side.`}</span>
            <button
              type="submit"
              className="rounded-full border border-space-600 px-4 py-1.5 font-semibold text-ink hover:border-glow-cyan"
            >
              Compare selected
            </button>
          </form>
          {shown.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-space-600 p-10 text-center">
              <p className="text-lg font-semibold text-ink">No tool matches all of these filters.</p>
              <a
                href={base}
                onClick={reset}
                className="mt-4 inline-block rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
              >
                Reset Filters
              </a>
            </div>
          ) : (
            <>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {paged.tools.map((tool) => (
                  // Below the first screens: on a phone (one column) from the second card, on wider screens from the seventh.
                  <li key={tool.id} className="max-sm:not-first:render-lazily-[28rem] sm:nth-[n+7]:render-lazily-[37rem]">
                    <ToolCard tool={tool} from="directory" compareForm={COMPARE_FORM} />
                  </li>
                ))}
              </ul>
              <Pager
                page={paged.page}
                pages={paged.pages}
                href={(page) => `${base}${queryFromFilters({ ...filters, page })}`}
                onPage={toPage}
                of="tools"
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

export default Directory;

/** The directory as an island with its router (it keeps its filters in the URL). */
export const DirectoryIsland = reactIsland('tools/Directory', Directory, { load: 'interaction', router: true });
