import { PriceLine } from '@toolverse/shared-content/price-line';
import type { Tool } from '@toolverse/shared-content/schemas';

/**
 * A tool's price on its page: the one price line every page shows (model and "from" price, dated,
 * sourced, marked when old), then the entry's note in words where it has one.
 */
export function ToolPricing({ tool }: { tool: Tool }) {
  const { pricing } = tool;
  return (
    <div className="space-y-2 text-muted">
      <PriceLine pricing={pricing} toolName={tool.name} />
      {pricing.note && <p className="text-sm">{pricing.note}</p>}
    </div>
  );
}
