import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { absoluteUrl, reactIsland, useSiteUrl } from '@toolverse/contracts';
import { SITE_NAME, StructuredData, pageTitle, paths } from '@toolverse/shared-content';
import type { Tool, ToolCategory } from '@toolverse/shared-content/schemas';
import articleTools from '@toolverse/shared-content/article-tool-ids';
import { POPULARITY } from '@toolverse/shared-content/popularity';
import toolsJson from '@toolverse/shared-content/tools';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { filterTools, filtersFromQuery, queryFromFilters, type Preset, type ToolFilters } from '../lib/filters';
import { CATEGORY_LABELS, PRICING_LABELS, USER_TYPE_LABELS } from '../lib/labels';
import { directoryView } from '../lib/views';
import { ToolCard } from './tool-card';

const TOOLS = toolsJson as Tool[];
/** "Top 5 This Month": the most visited tools when enough clicks were counted, else the editors' picks. */
const TOP_FIVE = POPULARITY.topFive.map((id) => TOOLS.find((tool) => tool.id === id)).filter((tool) => tool !== undefined);
const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

/** The whole directory starts with this many cards, so the page stays light on a phone (the list's nth-child(n+25) rule hides the rest). */
export const INITIAL_CARDS = 24;
/** The list's id: "Show all tools" links to it, and :target shows every card without a script. */
const LIST_ID = 'all-tools';

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
 * shareable. Combined filters, pricing and the text search are the island's alone. It loads on the
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
  const filtered = queryFromFilters(filters) !== '' || preset !== null;
  const [showAll, setShowAll] = useState(false);
  const capped = !filtered && !showAll;
  const shown = filterTools(TOOLS, filters, preset, articleTools);
  const view = directoryView(filters, preset);

  // Filtered in place, the page takes the name the view's own page has.
  useEffect(() => showTitle(view.name), [view.name]);

  function update(change: Partial<ToolFilters>, replace = false) {
    setSearchParams(new URLSearchParams(queryFromFilters({ ...filters, ...change })), { replace, preventScrollReset: true });
  }

  const reset = (event: MouseEvent) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };

  return (
    <>
      {!filtered && (
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
          {/* Without a script this form opens the kind of reader's own page; with one, the choice applies at once. */}
          <form
            method="get"
            action={paths.tools.index}
            aria-labelledby={`${id}-type-label`}
            data-native-submit=""
            onSubmit={(event) => event.preventDefault()}
          >
            <label id={`${id}-type-label`} htmlFor={`${id}-type`} className="block font-semibold text-ink">
              I am a...
            </label>
            <div className="mt-2 flex gap-2">
              <select
                id={`${id}-type`}
                name="type"
                value={filters.userType}
                onChange={(event) => update({ userType: event.target.value as ToolFilters['userType'] })}
                className="min-w-0 flex-1 rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink"
              >
                <option value="all">Anyone</option>
                {USER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {USER_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
              {/* Until the island runs (or without JavaScript) the form opens the page; then the choice applies at once and Show steps aside. */}
              <button
                type="submit"
                className="rounded-lg border border-space-600 px-3 py-2 text-sm font-semibold text-ink hover:border-glow-cyan [toolverse-island[data-hydrated]_&]:hidden"
              >
                Show
              </button>
            </div>
          </form>
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
          <div>
            <label htmlFor={`${id}-pricing`} className="block font-semibold text-ink">
              Pricing
            </label>
            <select
              id={`${id}-pricing`}
              value={filters.pricing}
              onChange={(event) => update({ pricing: event.target.value as ToolFilters['pricing'] })}
              className="mt-2 w-full rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink"
            >
              <option value="all">Any price</option>
              {PRICING_MODELS.map((model) => (
                <option key={model} value={model}>
                  {PRICING_LABELS[model]}
                </option>
              ))}
            </select>
          </div>
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

        <section aria-labelledby="tool-list" className="scroll-mt-24">
          <h2 id="tool-list" className="sr-only">
            Tools
          </h2>
          <StructuredData
            data={[
              {
                '@context': 'https://schema.org',
                '@type': 'CollectionPage',
                name: `${view.name} | ${SITE_NAME}`,
                url: absoluteUrl(siteUrl, view.path),
                mainEntity: {
                  '@type': 'ItemList',
                  numberOfItems: shown.length,
                  itemListElement: shown.map((tool, index) => ({
                    '@type': 'ListItem',
                    position: index + 1,
                    name: tool.name,
                    url: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
                  })),
                },
              },
            ]}
          />
          <p className="text-muted" role="status">{`Showing ${shown.length} ${shown.length === 1 ? 'tool' : 'tools'}`}</p>
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
              {/* Capped, the cards after the first INITIAL_CARDS are hidden until the list is the URL's target (#all-tools). */}
              <ul
                id={LIST_ID}
                data-capped={capped ? '' : undefined}
                className="mt-4 grid scroll-mt-24 gap-4 sm:grid-cols-2 xl:grid-cols-3 [&[data-capped]:not(:target)>li:nth-child(n+25)]:hidden"
              >
                {shown.map((tool) => (
                  // Below the first screens: on a phone (one column) from the second card, on wider screens from the tenth.
                  <li key={tool.id} className="max-sm:not-first:render-lazily-[28rem] sm:nth-[n+10]:render-lazily-[37rem]">
                    <ToolCard tool={tool} from="directory" />
                  </li>
                ))}
              </ul>
              {capped && shown.length > INITIAL_CARDS && (
                <a
                  href={`#${LIST_ID}`}
                  onClick={(event) => {
                    if (!inPlace(event)) return;
                    event.preventDefault();
                    setShowAll(true);
                  }}
                  className="mt-6 block w-full rounded-full border border-space-600 px-4 py-3 text-center font-semibold text-ink hover:border-glow-cyan [#all-tools:target~&]:hidden"
                >
                  Show all tools
                </a>
              )}
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
