import type { Tool } from '@toolverse/shared-content/schemas';
import { PRICING_LABELS } from '../directory/labels';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2025-05-01 -> May 2025 (from the string: no time zone can shift it between server and browser). */
export function monthYear(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * A tool's price as its page shows it: the one place that reads the tool's pricing fields, so a new
 * pricing model changes this component only.
 */
export function ToolPricing({ tool }: { tool: Tool }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">Model</dt>
      <dd className="text-muted">{PRICING_LABELS[tool.pricingModel]}</dd>
      <dt className="font-semibold text-ink">Price</dt>
      <dd className="text-muted">{tool.pricing}</dd>
      <dt className="font-semibold text-ink">As of</dt>
      <dd className="text-muted">
        <time dateTime={tool.lastVerified}>{monthYear(tool.lastVerified)}</time>
        {' · '}
        <a href={tool.url} target="_blank" rel="noopener noreferrer" className="text-glow-cyan underline underline-offset-4 hover:text-white">
          {`${tool.name}'s site`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </dd>
    </dl>
  );
}
