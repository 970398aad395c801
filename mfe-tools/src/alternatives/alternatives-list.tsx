import { paths } from '@toolverse/shared-content/site/paths';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { CATEGORY_LABELS } from '../common/labels';
import type { Alternative } from './alternatives';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/**
 * Alternatives to a tool, closest first: each with its price block (dated, sourced), one sentence
 * on how it differs made from the data, its page and a side-by-side comparison with the tool.
 */
export function AlternativesList({
  tool,
  alternatives,
}: {
  tool: Pick<ListedTool, 'id' | 'name'>;
  alternatives: readonly Alternative<ListedTool>[];
}) {
  return (
    <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {alternatives.map(({ tool: other, difference }) => (
        <li key={other.id} className="flex flex-col rounded-xl border border-space-700 bg-space-900 p-4">
          <h3 className="font-bold text-ink">
            <a href={paths.tools.tool(other.id)} className="underline decoration-space-600 underline-offset-4 hover:text-glow-cyan">
              {other.name}
            </a>
          </h3>
          <p className="text-xs text-muted">{CATEGORY_LABELS[other.category]}</p>
          <p className="mt-2 text-sm text-ink">{other.hook}</p>
          <p className="mt-2 flex-1 text-sm text-muted">{difference}</p>
          <PriceBlock plans={other.plans} pricingPage={other.pricingPage} toolName={other.name} className="mt-3 text-sm text-muted" />
          <a href={paths.tools.compare([tool.id, other.id])} className={`mt-3 text-sm ${linkClass}`}>
            {`Compare ${tool.name} with ${other.name}`}
          </a>
        </li>
      ))}
    </ol>
  );
}
