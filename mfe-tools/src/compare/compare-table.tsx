import type { ReactNode } from 'react';
import { LINK_DISCLOSURE } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import { MODEL_WORDS, bracketText, freePlanText } from '@toolverse/shared-content/domain/plans/words';
import { ArticleLinks } from '../common/article-links';
import { CATEGORY_LABELS, GOAL_PHRASES, USER_TYPE_LABELS } from '../common/labels';
import { WATCH_ANCHOR } from '../common/tool-anchors';
import { TryThisTool } from '../common/try-this-tool';
import type { CompareTool } from './compare';

interface Row {
  label: string;
  cell: (tool: CompareTool) => ReactNode;
}

const trialText = (trial: CompareTool['plans']['trial']) =>
  trial === null ? 'Not stated by its sources' : trial === false ? 'No' : trial === true ? 'Yes' : `Yes, ${trial} days`;

/** The plans side by side: each row a fact of the tools' records, as their pages show it. */
const ROWS: readonly Row[] = [
  { label: 'Category', cell: (tool) => CATEGORY_LABELS[tool.category] },
  {
    label: 'Free plan',
    cell: ({ plans }) =>
      plans.free ? (
        <>
          {`Yes: ${plans.free.name}`}
          {plans.free.includes && <span className="block text-xs">{plans.free.includes}</span>}
        </>
      ) : (
        freePlanText(plans)
      ),
  },
  {
    label: 'Cheapest paid plan (dated source)',
    cell: (tool) => <PriceBlock plans={tool.plans} pricingPage={tool.pricingPage} toolName={tool.name} withFreePlan={false} />,
  },
  {
    label: 'Priced per seat',
    cell: ({ plans }) => (plans.cheapest === null ? 'No dated figure' : plans.cheapest.plan.perSeat ? 'Yes, per seat' : 'No, per account'),
  },
  {
    label: 'What the cheapest paid plan includes',
    cell: ({ plans }) => (plans.cheapest === null ? 'No dated figure' : (plans.cheapest.plan.includes ?? 'Not stated by its source')),
  },
  { label: 'Free trial', cell: ({ plans }) => trialText(plans.trial) },
  { label: 'Plans', cell: ({ plans }) => (plans.planNames.length === 0 ? 'Not read yet' : plans.planNames.join(', ')) },
  { label: 'Pricing model', cell: ({ plans }) => (plans.model === null ? 'Not known' : MODEL_WORDS[plans.model]) },
  { label: 'Budget bracket', cell: ({ plans }) => bracketText(plans.bracket) },
  { label: 'Who it suits', cell: (tool) => tool.userTypes.map((type) => `${USER_TYPE_LABELS[type]}s`).join(', ') },
  { label: 'Helps you', cell: (tool) => tool.goals.map((goal) => GOAL_PHRASES[goal]).join(', ') },
  {
    label: 'What it does for you',
    cell: (tool) => (
      <ul className="list-disc space-y-1 pl-4">
        {tool.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    ),
  },
  {
    label: 'Articles that cover it',
    cell: (tool) => {
      const { articles } = tool;
      if (articles.length === 0) return 'None yet';
      return <ArticleLinks articles={articles} toolId={tool.id} className="space-y-1" />;
    },
  },
];

/** Said above every compare table: where its Try links lead, and that prices move. */
export function CompareDisclosure() {
  return (
    <p className="mt-4 max-w-3xl rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
      Link disclosure: {LINK_DISCLOSURE} Prices change: check the vendor&apos;s page before you buy.
    </p>
  );
}

/** A row's label stays in view while a phone scrolls the tools sideways. */
const ROW_LABEL = 'sticky left-0 bg-space-900 p-4 align-top font-semibold text-ink';

/** Two to four tools side by side: one column per tool, one row per fact, each fact as its tool's page shows it. */
export function CompareTable({ tools, caption }: { tools: readonly CompareTool[]; caption: string }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-space-700">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-space-900">
            <td className="sticky left-0 w-28 bg-space-900 p-4 sm:w-40" />
            {tools.map((tool) => (
              <th key={tool.id} scope="col" className="p-4 align-top">
                <a
                  href={paths.tools.tool(tool.id)}
                  className="text-lg font-bold text-ink underline decoration-space-600 underline-offset-4"
                >
                  {tool.name}
                </a>
                <span className="mt-1 block font-normal text-muted">{tool.hook}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-space-700">
              <th scope="row" className={ROW_LABEL}>
                {row.label}
              </th>
              {tools.map((tool) => (
                <td key={tool.id} className="p-4 align-top text-muted">
                  {row.cell(tool)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-space-700">
            <th scope="row" className={ROW_LABEL}>
              Try it
            </th>
            {tools.map((tool) => (
              <td key={tool.id} className="p-4 align-top">
                <TryThisTool
                  from="compare"
                  tool={tool}
                  className="inline-block rounded-full bg-glow-cyan px-4 py-2 text-center text-sm font-semibold text-space-950 hover:bg-white"
                />
              </td>
            ))}
          </tr>
          <tr className="border-t border-space-700">
            <th scope="row" className={ROW_LABEL}>
              Watch it
            </th>
            {tools.map((tool) => (
              <td key={tool.id} className="p-4 align-top text-muted">
                <a href={`${paths.tools.tool(tool.id)}#${WATCH_ANCHOR}`} className="underline underline-offset-2 hover:text-ink">
                  {`Mail me when ${tool.name} changes`}
                </a>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
