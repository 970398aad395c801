import { AFFILIATE_LINK_REL } from '@toolverse/shared-content';
import type { Tool } from '@toolverse/shared-content/schemas';

/** The call to open a tool at its vendor, under the affiliate rule; a card and a tool's page size it differently. */
export function TryThisTool({ tool, className }: { tool: Pick<Tool, 'name' | 'url'>; className: string }) {
  return (
    <a href={tool.url} target="_blank" rel={AFFILIATE_LINK_REL} className={className}>
      Try This Tool<span className="sr-only">{`: ${tool.name} (opens in a new tab)`}</span>
    </a>
  );
}
