import { BUILD_DATE } from './build-date';
import { describePricing } from './pricing';
import type { Pricing } from './schemas/price';

interface PriceBlockProps {
  pricing: Pricing;
  /** The tool's name, for the links' accessible names. */
  toolName: string;
  className?: string;
}

const external = { target: '_blank', rel: 'noopener noreferrer', className: 'underline underline-offset-2 hover:text-ink' } as const;

/**
 * Every price on the site, the same on a card, a tool page, the compare table, the alternatives and
 * an article: the model; the cheapest paid plan's figure and plan (or "No public figure found"); one
 * line saying where the figure comes from and when its source read it; and the vendor's own pricing
 * page. A figure more than a year old reads "Last seen …", in italics, apart from a current one.
 */
export function PriceLine({ pricing, toolName, className }: PriceBlockProps) {
  const { status, model, figure, provenance, sourceUrl, page, vendor } = describePricing(pricing, BUILD_DATE);
  return (
    <div className={className} data-price-status={status}>
      <p>
        <span className="text-ink">{model}</span>
        {figure && (
          <>
            {' · '}
            <span className={status === 'last-seen' ? 'italic' : 'font-semibold text-ink'}>{figure}</span>
          </>
        )}
      </p>
      <p className="text-xs [overflow-wrap:anywhere]">
        {sourceUrl ? (
          <a href={sourceUrl} {...external}>
            {provenance}
            <span className="sr-only">{` (the source of ${toolName}’s price; opens in a new tab)`}</span>
          </a>
        ) : (
          provenance
        )}
        {' · '}
        <a href={page} {...external}>
          {`Current prices on ${vendor}`}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only">{` for ${toolName} (opens in a new tab)`}</span>
        </a>
      </p>
    </div>
  );
}
