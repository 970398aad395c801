import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { NewsletterSignup, absoluteUrl, useHydrated, useSiteUrl } from '@toolverse/contracts';
import { LINK_DISCLOSURE, PageMeta, SITE_NAME, StructuredData, paths } from '@toolverse/shared-content';
import type { Tool, ToolCategory } from '@toolverse/shared-content/schemas';
import articleTools from '@toolverse/shared-content/article-tool-ids';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { loadTools } from '../data/tools';
import { NO_FILTERS, filterTools, filtersFromQuery, queryFromFilters, type Preset, type ToolFilters } from '../lib/filters';
import { CATEGORY_LABELS, PRICING_LABELS, USER_TYPE_LABELS } from '../lib/labels';
import { Deferred } from '../components/server-html';
import { ToolCard } from '../components/tool-card';

const PRESETS: Record<Preset, { label: string; text: string }> = {
  automation: { label: 'Automate my work', text: 'Tools that take repetitive tasks off your plate.' },
  trending: { label: 'Trending now', text: 'The AI tools creators are talking about this month.' },
  monetize: { label: 'Make money with AI', text: 'Tools that help you earn: courses, stores, affiliate content, newsletters.' },
};
const PRESET_ORDER: readonly Preset[] = ['automation', 'trending', 'monetize'];

/** Every category has tools (tools.test.ts checks it), so each gets a button. */
const CATEGORIES_IN_USE = TOOL_CATEGORIES;
const KNOWN = { userTypes: USER_TYPES, categories: CATEGORIES_IN_USE, pricing: PRICING_MODELS };

/** The whole directory starts with this many cards, so the page stays light on a phone. */
export const INITIAL_CARDS = 24;

const chipClass =
  'rounded-full border border-space-600 px-3 py-1.5 text-sm text-ink hover:border-glow-cyan aria-pressed:border-glow-cyan aria-pressed:bg-space-700';

export interface ToolsPageProps {
  preset: Preset | null;
}

export function ToolsPage({ preset }: ToolsPageProps) {
  const siteUrl = useSiteUrl();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const listRef = useRef<HTMLElement>(null);
  const id = useId();
  const path = preset ? paths.tools.preset(preset) : paths.tools.index;

  // The query and hash exist only in the browser: the prerendered page shows every tool, and the
  // reader's filters apply once it has hydrated.
  const fromUrl = hydrated ? filtersFromQuery(searchParams, KNOWN) : NO_FILTERS;
  const hashCategory = hydrated ? CATEGORIES_IN_USE.find((category) => `#${category}` === hash) : undefined;
  const filters: ToolFilters = hashCategory && fromUrl.category === 'all' ? { ...fromUrl, category: hashCategory } : fromUrl;
  const query = queryFromFilters(filters);
  const filtered = query !== '' || preset !== null;
  const [showAll, setShowAll] = useState(false);
  // Only the unfiltered directory is long enough to start shortened.
  const capped = !filtered && !showAll;
  // The prerendered page shows this view unfiltered: its HTML stays until the reader filters.
  const serverHtmlMatches = query === '' && !showAll;

  useEffect(() => {
    if (hashCategory) listRef.current?.scrollIntoView({ block: 'start' });
  }, [hashCategory]);

  function update(change: Partial<ToolFilters>, replace = false) {
    const next = { ...filters, ...change };
    setSearchParams(new URLSearchParams(queryFromFilters(next)), { replace, preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        name="Explore the AI Tool Universe"
        description="The Arsenal: every AI tool Toolverse recommends, with what it costs, who it suits and a link to try it."
        path={path}
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Arsenal</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">Explore the AI Tool Universe</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        {'Every tool our articles recommend, with what it costs and who it suits. Not sure where to start? '}
        <Link to={paths.quizzes.index} className="text-glow-cyan underline">
          Take a quiz
        </Link>{' '}
        and get three picks that fit you.
      </p>
      <p className="mt-4 max-w-2xl rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
        Link disclosure: {LINK_DISCLOSURE} Prices change: check the vendor&apos;s page before you buy.
      </p>

      <nav aria-label="Tool views" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {[null, ...PRESET_ORDER].map((view) => (
            <li key={view ?? 'all'}>
              <Link
                to={view ? paths.tools.preset(view) : paths.tools.index}
                aria-current={preset === view ? 'page' : undefined}
                className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-800"
              >
                {view ? PRESETS[view].label : 'All tools'}
              </Link>
            </li>
          ))}
        </ul>
        {preset && <p className="mt-3 text-muted">{PRESETS[preset].text}</p>}
      </nav>

      {!filtered && (
        <section aria-labelledby="top-five" className="mt-10">
          <h2 id="top-five" className="text-2xl font-bold text-ink">
            Top 5 This Month
          </h2>
          <Deferred id="top-five-kept" serverHtmlMatches={serverHtmlMatches} load={loadTools} fallback={<div className="mt-4 h-24" />}>
            {(tools) => (
              <ol id="top-five-list" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                {tools
                  .filter((tool) => tool.topPick)
                  .map((tool, index) => (
                    <li key={tool.id}>
                      <a
                        href={`#tool-${tool.id}`}
                        className="flex h-full flex-col rounded-xl border border-space-700 bg-space-900 p-4 hover:border-glow-cyan"
                      >
                        <span className="text-xs text-muted">{`#${index + 1}`}</span>
                        <span className="font-bold text-ink">{tool.name}</span>
                        <span className="text-xs text-muted">{CATEGORY_LABELS[tool.category]}</span>
                      </a>
                    </li>
                  ))}
              </ol>
            )}
          </Deferred>
        </section>
      )}

      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filter tools" className="space-y-6">
          <div>
            <label htmlFor={`${id}-type`} className="block font-semibold text-ink">
              I am a...
            </label>
            <select
              id={`${id}-type`}
              value={filters.userType}
              disabled={!hydrated}
              onChange={(event) => update({ userType: event.target.value as ToolFilters['userType'] })}
              className="mt-2 w-full rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink"
            >
              <option value="all">Anyone</option>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {USER_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-q`} className="block font-semibold text-ink">
              Search tools
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={filters.query}
              disabled={!hydrated}
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
              disabled={!hydrated}
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
          <fieldset>
            <legend className="font-semibold text-ink">Category</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['all', ...CATEGORIES_IN_USE] as const).map((category) => (
                <button
                  key={category}
                  id={category === 'all' ? undefined : category}
                  type="button"
                  disabled={!hydrated}
                  aria-pressed={filters.category === category}
                  onClick={() => update({ category: category as ToolCategory | 'all' })}
                  className={chipClass}
                >
                  {category === 'all' ? 'All' : CATEGORY_LABELS[category]}
                </button>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setSearchParams(new URLSearchParams(), { preventScrollReset: true })}
            className="w-full rounded-full border border-space-600 px-4 py-2 text-sm font-semibold text-ink hover:border-glow-cyan"
          >
            Reset
          </button>
        </aside>

        <section ref={listRef} aria-labelledby="tool-list" className="scroll-mt-24">
          <h2 id="tool-list" className="sr-only">
            Tools
          </h2>
          <Deferred
            id="tool-list-kept"
            serverHtmlMatches={serverHtmlMatches}
            load={loadTools}
            fallback={
              <p className="text-muted" role="status">
                Loading the tools…
              </p>
            }
          >
            {(tools) => (
              <ToolList
                shown={filterTools(tools, filters, preset, articleTools)}
                limit={capped ? INITIAL_CARDS : undefined}
                collectionUrl={absoluteUrl(siteUrl, path)}
                onReset={() => setSearchParams(new URLSearchParams(), { preventScrollReset: true })}
              />
            )}
          </Deferred>
          {capped && (
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setShowAll(true)}
              className="mt-6 w-full rounded-full border border-space-600 px-4 py-3 font-semibold text-ink hover:border-glow-cyan"
            >
              Show all tools
            </button>
          )}
        </section>
      </div>

      <section className="mt-14 rounded-2xl border border-space-700 bg-space-900 p-6 render-lazily-[19rem] sm:p-8 sm:render-lazily-[14rem]">
        <NewsletterSignup
          source="tools"
          heading="Get new tools before everyone else"
          description="One short email when we add or re-test a tool in The Arsenal."
        />
      </section>
    </div>
  );
}

interface ToolListProps {
  shown: Tool[];
  /** Cards shown at most; the count and the structured data still cover every match. */
  limit?: number;
  collectionUrl: string;
  onReset: () => void;
}

function ToolList({ shown, limit, collectionUrl, onReset }: ToolListProps) {
  return (
    <div id="tool-list-items">
      <StructuredData
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: `The Arsenal | ${SITE_NAME}`,
            url: collectionUrl,
            mainEntity: {
              '@type': 'ItemList',
              numberOfItems: shown.length,
              itemListElement: shown.map((tool, index) => ({ '@type': 'ListItem', position: index + 1, name: tool.name, url: tool.url })),
            },
          },
        ]}
      />
      <p className="text-muted" role="status">{`Showing ${shown.length} ${shown.length === 1 ? 'tool' : 'tools'}`}</p>
      {shown.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-space-600 p-10 text-center">
          <p className="text-lg font-semibold text-ink">No tool matches all of these filters.</p>
          <button
            type="button"
            onClick={onReset}
            className="mt-4 rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
          >
            Reset Filters
          </button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.slice(0, limit).map((tool) => (
            // Below the first screens: on a phone (one column) from the second card, on wider screens from the tenth.
            <li key={tool.id} className="max-sm:not-first:render-lazily-[28rem] sm:nth-[n+10]:render-lazily-[37rem]">
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
