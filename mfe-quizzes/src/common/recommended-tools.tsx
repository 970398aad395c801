import { paths } from '@toolverse/shared-content/site/paths';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import { TOOL_CATEGORY_LABELS } from '@toolverse/shared-content/content/tool-taxonomy';
import type { ToolMatch } from './recommendation';

interface RecommendedToolsProps {
  matches: readonly ToolMatch[];
  /** The heading level of each tool's name, under the section that shows them. */
  level: 3 | 4;
}

/** The line under results that says what the match percentage is. */
export const MATCH_EXPLAINED =
  'Match: the share of your answers that point to the tool. Tools are ranked by how strongly your answers point to them; a tie goes to the tool more of your answers back, then to the one made more for what you came for, then to the one your earlier answers point to, never to its name. None is above the budget you gave: a tool with a free plan fits any budget, a paid one fits from its cheapest paid plan’s dated figure, and one with no dated figure only when you set no upper limit. A tool our articles advise against for the kind of reader you said you are is left out.';

/** Recommended tools with their match and price, each a link to its page in The Arsenal. */
export function RecommendedTools({ matches, level }: RecommendedToolsProps) {
  const Name = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <ol className="grid gap-4 md:grid-cols-3">
        {matches.map(({ tool, match, fits, answered }, index) => (
          <li key={tool.id} className="flex flex-col rounded-2xl border border-space-700 bg-space-900 p-5">
            <p className="text-xs font-semibold uppercase tracking-widest text-muted">{`#${index + 1} · ${TOOL_CATEGORY_LABELS[tool.category]}`}</p>
            <Name className="mt-1 text-xl font-bold text-ink">{tool.name}</Name>
            <p className="mt-2 flex-1 text-sm text-muted">{tool.hook}</p>
            <PriceBlock plans={tool.plans} pricingPage={tool.pricingPage} toolName={tool.name} className="mt-3 text-xs text-muted" />
            <p className="mt-4 text-sm font-semibold text-glow-cyan">{`${match}% match · ${fits} of your ${answered} answers`}</p>
            <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-space-700">
              <div className="h-full rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet" style={{ width: `${match}%` }} />
            </div>
            <a href={paths.tools.tool(tool.id)} className="mt-4 text-sm text-glow-cyan underline underline-offset-4 hover:text-white">
              {`About ${tool.name}: pricing and alternatives`}
            </a>
          </li>
        ))}
      </ol>
      {matches.length > 1 && (
        <a
          href={paths.tools.compare(matches.map(({ tool }) => tool.id))}
          className="mt-5 inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan"
        >
          {`Compare all ${matches.length} side by side`}
        </a>
      )}
    </>
  );
}
