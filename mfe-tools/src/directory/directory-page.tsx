import { useSearchParams } from 'react-router-dom';
import { NewsletterSignup } from '@toolverse/contracts';
import { LINK_DISCLOSURE } from '@toolverse/shared-content/site/constants';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import { PRICING_MODELS, TOOL_CATEGORIES, TOOL_PRESETS, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import { DirectoryIsland } from './directory';
import { filtersFromQuery, type Preset } from './filters';
import { DIRECTORY_TITLE, PRESETS, directoryView } from './views';

const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

export interface DirectoryPageProps {
  preset: Preset | null;
}

/**
 * The Arsenal: the whole directory (/tools), a preset (/tools/automation), a category
 * (/tools?category=writing) or a kind of reader (/tools?type=writers), each prerendered as a page of
 * its own with its name, description, canonical URL and structured data. The filters and the list
 * are an island (directory.tsx).
 */
export function DirectoryPage({ preset }: DirectoryPageProps) {
  const [searchParams] = useSearchParams();
  const view = directoryView(filtersFromQuery(searchParams, KNOWN), preset);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta name={view.name} description={view.description} path={view.path} />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Arsenal</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{DIRECTORY_TITLE}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        {'Every tool our articles recommend, with what it costs and who it suits. Not sure where to start? '}
        <a href={paths.quizzes.index} className="text-glow-cyan underline">
          Take a quiz
        </a>{' '}
        and get three picks that fit you.
      </p>
      <p className="mt-4 max-w-2xl rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
        Link disclosure: {LINK_DISCLOSURE} Prices change: check the vendor&apos;s page before you buy.{' '}
        <a href={paths.tools.changes} className="text-glow-cyan underline">
          What&apos;s new: tools added, facts re-checked, articles updated
        </a>
      </p>

      <nav aria-label="Tool views" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {[null, ...TOOL_PRESETS].map((option) => (
            <li key={option ?? 'all'}>
              <a
                href={option ? paths.tools.preset(option) : paths.tools.index}
                // A later page of the same view is still that view.
                aria-current={
                  preset === option && (option !== null || [...searchParams.keys()].every((key) => key === 'page')) ? 'page' : undefined
                }
                className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-800"
              >
                {option ? PRESETS[option].label : 'All tools'}
              </a>
            </li>
          ))}
        </ul>
        {preset && <p className="mt-3 text-muted">{PRESETS[preset].text}</p>}
      </nav>

      <DirectoryIsland preset={preset} />

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
