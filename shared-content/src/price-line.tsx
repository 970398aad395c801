import { BUILD_DATE } from './build-date';
import { describePricing } from './pricing';
import type { Pricing } from './schemas/tool';

interface PriceLineProps {
  pricing: Pricing;
  /** The tool's name, for the source link's accessible name. */
  toolName: string;
  className?: string;
}

/**
 * "From $X/month · as of May 2025 · pricing ↗": every price on the site, with its date and a link
 * to the vendor's pricing page it comes from, marked when older than a year.
 */
export function PriceLine({ pricing, toolName, className }: PriceLineProps) {
  const { headline, asOf, stale, source } = describePricing(pricing, BUILD_DATE);
  return (
    <p className={className}>
      <span className="text-ink">{headline}</span>
      {` · ${asOf}`}
      {stale && <span className="italic">{' · may be out of date'}</span>}
      {' · '}
      <a href={source} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-ink">
        pricing<span aria-hidden="true"> ↗</span>
        <span className="sr-only">{` for ${toolName} on the vendor's site (opens in a new tab)`}</span>
      </a>
    </p>
  );
}
