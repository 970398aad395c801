import { outboundHref, outboundRel, type OutboundPageKind } from '@toolverse/shared-content/site/outbound';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { linksToVendor } from '@toolverse/shared-content/domain/status';

/**
 * The call to open a tool at its vendor, through /go/ (counted, with the kind of page it is on);
 * a card and a tool's page size it differently. None for a tool whose domain is hijacked: /go/
 * would not send the reader there either.
 */
export function TryThisTool({
  tool,
  from,
  className,
}: {
  tool: Pick<ListedTool, 'id' | 'name' | 'affiliateUrl' | 'status'>;
  from: OutboundPageKind;
  className: string;
}) {
  if (!linksToVendor(tool.status)) return null;
  return (
    <a href={outboundHref(tool, from)} target="_blank" rel={outboundRel(tool)} className={className}>
      Try This Tool<span className="sr-only">{`: ${tool.name} (opens in a new tab)`}</span>
    </a>
  );
}
