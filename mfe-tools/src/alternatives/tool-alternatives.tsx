import { paths } from '@toolverse/shared-content/site/paths';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { TOOLS } from '../common/catalogue';
import { CATEGORY_LABELS } from '../common/labels';
import { AlternativesList } from './alternatives-list';
import { ALTERNATIVES_ON_TOOL_PAGE, ALTERNATIVES_RULE, alternativesTo, type Alternative, type Comparable } from './alternatives';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The few alternatives a tool's page shows, from the whole of The Arsenal. */
export const closestAlternatives = (tool: Comparable): Alternative<ListedTool>[] => alternativesTo(tool, TOOLS, ALTERNATIVES_ON_TOOL_PAGE);

export interface ToolAlternativesProps {
  tool: Pick<ListedTool, 'id' | 'name' | 'category'>;
  /** The closest few (closestAlternatives); the alternatives page lists more. */
  alternatives: readonly Alternative<ListedTool>[];
}

/** On a tool's page: its closest alternatives by the stated rule, with links to more of them and to its category. */
export function ToolAlternatives({ tool, alternatives }: ToolAlternativesProps) {
  return (
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
            {`Every ${CATEGORY_LABELS[tool.category]} tool in The Arsenal`}
          </a>
        </li>
      </ul>
    </section>
  );
}
