import { paths } from '@toolverse/shared-content/site/paths';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { toolById } from '../common/catalogue';
import { COMPARISONS } from './comparisons';

export interface ToolComparisonsProps {
  tool: Pick<ListedTool, 'id' | 'name'>;
  /** The tools closest to it, shown beside it on its page: one more comparison puts them side by side. */
  closest: readonly Pick<ListedTool, 'id'>[];
}

/** On a tool's page: the comparisons our articles make with it, and it beside its closest alternatives. */
export function ToolComparisons({ tool, closest }: ToolComparisonsProps) {
  const comparisons = COMPARISONS.filter(({ ids }) => ids.includes(tool.id));
  return (
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
            href={paths.tools.compare([tool.id, ...closest.map((other) => other.id)])}
            className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan"
          >
            {`${tool.name} and its ${closest.length} closest alternatives side by side`}
          </a>
        </li>
      </ul>
    </section>
  );
}
