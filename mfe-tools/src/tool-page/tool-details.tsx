import type { ReactNode } from 'react';
import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { QUIZ_FACTS } from '@toolverse/shared-content/content/quiz-ids';
import { breadcrumbJsonLd } from '@toolverse/shared-content/site/breadcrumbs';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { linksToVendor } from '@toolverse/shared-content/domain/status';
import { ArticleLinks } from '../common/article-links';
import { Breadcrumbs } from '../common/breadcrumbs';
import { CorrectionsList } from '../common/corrections-list';
import { toolBreadcrumbs } from '../common/structured-data';
import { PLANS_ANCHOR, PlanTable } from './plan-table';
import { PriceHistory } from './price-history';
import { toolJsonLd } from './structured-data';
import { ToolFacts, headingClass, sectionClass } from './tool-facts';
import { ToolHeader } from './tool-header';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The title the issue asks for: "{Tool}: pricing, features and alternatives | Toolverse". */
export const toolPageName = (name: string) => `${name}: pricing, features and alternatives`;

/**
 * What a tool's page shows that other features own, composed by the app (routes.tsx): the page
 * leaves a place for each and never imports them.
 */
export interface ToolPageSections {
  /** Below the plan table: the form to watch the tool. */
  watch: (tool: ListedTool) => ReactNode;
  /** After the articles: what else to consider (its alternatives, comparisons with it). */
  related: (tool: ListedTool) => ReactNode;
}

/** A tool's own page: what it does, who it suits, its price, where we wrote about it, and what else to consider. */
export function ToolDetails({ data, sections }: { data: ToolPageData; sections: ToolPageSections }) {
  const { tool, record, articles, quizzes, history, corrections } = data;
  const siteUrl = useSiteUrl();
  const trail = toolBreadcrumbs(tool);
  const vendorLinks = linksToVendor(tool.status);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        name={toolPageName(tool.name)}
        description={`${tool.name}: ${tool.description}`}
        path={paths.tools.tool(tool.id)}
        cover={{ seed: tool.id, colour: 'cyan' }}
        jsonLd={[toolJsonLd(tool, record, siteUrl), breadcrumbJsonLd(trail, siteUrl)]}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${tool.name}: its plans, prices and corrections`}
        href={absoluteUrl(siteUrl, paths.tools.feed(tool.id))}
      />
      <link
        rel="alternate"
        type="application/json"
        title={`${tool.name}: open data`}
        href={absoluteUrl(siteUrl, paths.data.tool(tool.id))}
      />
      <Breadcrumbs trail={trail} />
      <ToolHeader tool={tool} record={record} />

      <section id={PLANS_ANCHOR} aria-labelledby="tool-plans" className={`mt-10 scroll-mt-24 ${sectionClass}`}>
        <h2 id="tool-plans" className={headingClass}>
          Plans and prices
        </h2>
        {record.plans.length === 0 ? (
          <p className="mt-3 text-muted">{record.noFigure ?? `No dated source lists ${tool.name}’s plans yet.`}</p>
        ) : (
          <PlanTable toolName={tool.name} record={record} vendorLinks={vendorLinks} />
        )}
        {sections.watch(tool)}
      </section>

      <ToolFacts tool={tool} />
      <PriceHistory toolId={tool.id} toolName={tool.name} rows={history} vendorLinks={vendorLinks} />

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

      {sections.related(tool)}
      <ToolQuizzes tool={tool} quizzes={quizzes} />
    </div>
  );
}

/** The quizzes whose answers can lead to the tool, if any. */
function ToolQuizzes({ tool, quizzes }: Pick<ToolPageData, 'tool' | 'quizzes'>) {
  if (quizzes.length === 0) return null;
  return (
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
  );
}
