import { Check } from 'lucide';
import { useSiteUrl } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { QUIZ_FACTS } from '@toolverse/shared-content/content/quiz-ids';
import { SvgIcon } from '@toolverse/shared-content/ui/svg-icon';
import { breadcrumbJsonLd } from '@toolverse/shared-content/site/breadcrumbs';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { ALTERNATIVES_ON_TOOL_PAGE, ALTERNATIVES_RULE, alternativesTo } from '../lib/alternatives';
import { COMPARISONS, TOOLS, toolById } from '../lib/catalogue';
import { CATEGORY_LABELS, USER_TYPE_LABELS } from '../lib/labels';
import { toolBreadcrumbs, toolJsonLd } from '../lib/structured-data';
import { AlternativesList } from './alternatives-list';
import { Breadcrumbs } from './breadcrumbs';
import { CorrectionsList } from './corrections-list';
import { LinkDisclosureLine } from './link-disclosure-line';
import { PriceHistory } from './price-history';
import { PlanSummary } from './plan-summary';
import { PLANS_ANCHOR, PlanTable } from './plan-table';
import { ArticleLinks } from './article-links';
import { TryThisTool } from './try-this-tool';
import { WatchForm } from './watch-form';

const sectionClass = 'rounded-2xl border border-space-700 bg-space-900 p-4 sm:p-6';
const headingClass = 'text-xl font-bold text-ink';
const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The title the issue asks for: "{Tool}: pricing, features and alternatives | Toolverse". */
export const toolPageName = (name: string) => `${name}: pricing, features and alternatives`;

/** A tool's own page: what it does, who it suits, its price, where we wrote about it, and what else to consider. */
export function ToolDetails({ data }: { data: ToolPageData }) {
  const { tool, record, articles, quizzes, history, corrections } = data;
  const alternatives = alternativesTo(tool, TOOLS, ALTERNATIVES_ON_TOOL_PAGE);
  const comparisons = COMPARISONS.filter(({ ids }) => ids.includes(tool.id));
  const siteUrl = useSiteUrl();
  const trail = toolBreadcrumbs(tool);
  const category = CATEGORY_LABELS[tool.category];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        name={toolPageName(tool.name)}
        description={`${tool.name}: ${tool.description}`}
        path={paths.tools.tool(tool.id)}
        cover={{ seed: tool.id, colour: 'cyan' }}
        jsonLd={[toolJsonLd(tool, record, siteUrl), breadcrumbJsonLd(trail, siteUrl)]}
      />
      <Breadcrumbs trail={trail} />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">
          {category}
          {tool.check?.owner && (
            <span className="font-normal normal-case tracking-normal text-muted">{` · made by ${tool.check.owner}`}</span>
          )}
        </p>
        <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{tool.name}</h1>
        <p className="mt-3 text-lg font-semibold text-ink sm:text-xl">{tool.hook}</p>
        <PlanSummary tool={tool} record={record} />
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <TryThisTool
            tool={tool}
            from="tool"
            className="rounded-full bg-glow-cyan px-6 py-3 font-semibold text-space-950 hover:bg-white"
          />
          <LinkDisclosureLine tool={tool} />
        </div>
        <p className="mt-5 max-w-3xl text-lg text-muted">{tool.description}</p>
      </header>

      <section id={PLANS_ANCHOR} aria-labelledby="tool-plans" className={`mt-10 scroll-mt-24 ${sectionClass}`}>
        <h2 id="tool-plans" className={headingClass}>
          Plans and prices
        </h2>
        {record.plans.length === 0 ? (
          <p className="mt-3 text-muted">{record.noFigure ?? `No dated source lists ${tool.name}’s plans yet.`}</p>
        ) : (
          <PlanTable toolName={tool.name} record={record} />
        )}
        <WatchForm tool={tool} className="mt-4 scroll-mt-24 border-t border-space-700 pt-4" />
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="tool-suits" className={sectionClass}>
          <h2 id="tool-suits" className={headingClass}>
            Who it suits
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tool.userTypes.map((type) => (
              <li key={type} className="rounded-full border border-space-600 px-3 py-1 text-sm text-ink">
                {`${USER_TYPE_LABELS[type]}s`}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tool-benefits" className={sectionClass}>
          <h2 id="tool-benefits" className={headingClass}>
            What it does for you
          </h2>
          <ul className="mt-4 space-y-2 text-muted">
            {tool.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <SvgIcon icon={Check} className="mt-0.5 h-5 w-5 shrink-0 text-glow-cyan" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <PriceHistory toolId={tool.id} toolName={tool.name} rows={history} />

      {corrections.length > 0 && (
        <section aria-labelledby="tool-corrections" className="mt-10">
          <h2 id="tool-corrections" className="text-2xl font-bold text-ink">
            Corrections
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            {`What we said about ${tool.name} that was wrong, and what our record says since. `}
            <a href={paths.tools.changes} className={linkClass}>
              Every correction
            </a>
          </p>
          <CorrectionsList corrections={corrections} className="mt-4" />
        </section>
      )}

      <section aria-labelledby="tool-articles" className="mt-10">
        <h2 id="tool-articles" className="text-2xl font-bold text-ink">
          {`Articles featuring ${tool.name}`}
        </h2>
        {articles.length === 0 ? (
          <p className="mt-3 text-muted">
            {quizzes.length > 0
              ? `None of our articles covers ${tool.name} yet; the quizzes below can recommend it.`
              : `None of our articles covers ${tool.name} yet.`}
          </p>
        ) : (
          <ArticleLinks articles={articles} toolId={tool.id} className="mt-4 space-y-2" />
        )}
      </section>

      <section aria-labelledby="tool-alternatives" className="mt-10">
        <h2 id="tool-alternatives" className="text-2xl font-bold text-ink">
          {`Alternatives to ${tool.name}`}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-muted">{ALTERNATIVES_RULE}</p>
        <AlternativesList tool={tool} alternatives={alternatives} />
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={paths.tools.alternatives(tool.id)} className={linkClass}>
              {`More alternatives to ${tool.name}`}
            </a>
          </li>
          <li>
            <a href={paths.tools.category(tool.category)} className={linkClass}>
              {`Every ${category} tool in The Arsenal`}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="tool-compare" className="mt-10">
        <h2 id="tool-compare" className="text-2xl font-bold text-ink">
          {`Compare ${tool.name} with...`}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {comparisons.map(({ ids, article }) => (
            <li key={ids.join()}>
              <a
                href={paths.tools.comparison(ids)}
                className="inline-block rounded-full border border-glow-cyan px-4 py-2 text-sm text-ink hover:bg-space-800"
              >
                {ids.map((id) => toolById(id)?.name ?? id).join(' vs ')}
                <span className="sr-only">{`, as compared in ${article.title}`}</span>
              </a>
            </li>
          ))}
          <li>
            <a
              href={paths.tools.compare([tool.id, ...alternatives.map((alternative) => alternative.tool.id)])}
              className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan"
            >
              {`${tool.name} and its ${alternatives.length} closest alternatives side by side`}
            </a>
          </li>
        </ul>
      </section>

      {quizzes.length > 0 && (
        <section aria-labelledby="tool-quizzes" className="mt-10">
          <h2 id="tool-quizzes" className="text-2xl font-bold text-ink">
            {`Quizzes that can recommend ${tool.name}`}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {quizzes.map((quiz) => (
              <li key={quiz}>
                <a
                  href={paths.quizzes.quiz(quiz)}
                  className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan"
                >
                  {`Take the ${QUIZ_FACTS[quiz].name}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
