import { outboundHref, outboundRel, type OutboundPageKind } from '@toolverse/shared-content/site/outbound';
import type { Tool } from '@toolverse/shared-content/content/schemas/tool';

/**
 * The call to open a tool at its vendor, through /go/ (counted, with the kind of page it is on);
 * a card and a tool's page size it differently.
 */
export function TryThisTool({
  tool,
  from,
  className,
}: {
  tool: Pick<Tool, 'id' | 'name' | 'affiliateUrl'>;
  from: OutboundPageKind;
  className: string;
}) {
  return (
    <a href={outboundHref(tool, from)} target="_blank" rel={outboundRel(tool)} className={className}>
      Try This Tool<span className="sr-only">{`: ${tool.name} (opens in a new tab)`}</span>
    </a>
  );
}
