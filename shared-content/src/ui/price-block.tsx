import { BUILD_DATE } from '../site/build-date';
import { leadFigure, type PlanSummary } from '../domain/plans/summary';
import { ageText, cheapestText, disagreementText, freePlanText, isLastSeen, sourceText } from '../domain/plans/words';

export interface PriceBlockProps {
  /** The summary of the tool's plans' record. */
  plans: PlanSummary;
  /** The vendor's pricing page, for "Current prices on {vendor}". */
  pricingPage: string;
  /** The tool's name, for the links' accessible names. */
  toolName: string;
  /** Whether to link the vendor's pages (its pricing page, a reading of it): not once its domain is hijacked. */
  vendorLinks?: boolean;
  /** Whether to say the free plan first: a table that has a row of its own for it says no. */
  withFreePlan?: boolean;
  className?: string;
}

const external = { target: '_blank', rel: 'noopener noreferrer', className: 'underline underline-offset-2 hover:text-ink' } as const;

/** The vendor's name for "Current prices on {vendor}": the pricing page's host without www. */
export const vendorHost = (page: string): string => new URL(page).hostname.replace(/^www\./, '');

/**
 * Every price on a card, the same in the directory, an article, the alternatives and the quiz
 * results: the free plan (yes or no) and the cheapest paid plan on its billing basis, then one line
 * saying where the figure comes from and when its source read it (its age past 180 days, sources that
 * disagree), and the vendor's own pricing page. A figure past a year reads "Last seen", in italics.
 * Without a figure, the line says why.
 */
export function PriceBlock({ plans, pricingPage, toolName, vendorLinks = true, withFreePlan = true, className }: PriceBlockProps) {
  const figure = plans.model === 'free' ? 'no paid plan' : cheapestText(plans);
  const lastSeen = isLastSeen(plans, BUILD_DATE);
  const { cheapest } = plans;
  // A free tool's figure is its free plan, dated by the source that lists it.
  const source = leadFigure(plans)?.source;
  const age = source ? ageText(source.read, BUILD_DATE) : '';
  const disagreement = cheapest ? disagreementText(cheapest.plan) : null;
  return (
    <div className={className} data-price-status={figure === null ? 'none' : lastSeen ? 'last-seen' : 'current'}>
      <p>
        {withFreePlan && (
          <>
            <span className="text-ink">{freePlanText(plans)}</span>
            {' · '}
          </>
        )}
        {figure === null ? (
          'No dated figure'
        ) : (
          <span className={lastSeen ? 'italic' : 'font-semibold text-ink'}>
            {plans.model === 'free' ? 'No paid plan' : `${lastSeen ? 'Last seen: ' : 'Cheapest paid plan, '}${figure}`}
          </span>
        )}
      </p>
      <p className="text-xs [overflow-wrap:anywhere]">
        {source && !vendorLinks && source.kind === 'vendor-page' ? (
          `From ${sourceText(source)}`
        ) : source ? (
          <a href={source.url} {...external}>
            {`From ${sourceText(source)}`}
            <span className="sr-only">{` (the source of ${toolName}’s price; opens in a new tab)`}</span>
          </a>
        ) : (
          (plans.noFigure ?? 'No dated source gives a figure')
        )}
        {age && ` · ${age}`}
        {disagreement && ` · ${disagreement}`}
        {vendorLinks && (
          <>
            {' · '}
            <a href={pricingPage} {...external}>
              {`Current prices on ${vendorHost(pricingPage)}`}
              <span aria-hidden="true"> ↗</span>
              <span className="sr-only">{` for ${toolName} (opens in a new tab)`}</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
