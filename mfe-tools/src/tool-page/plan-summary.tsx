import { BUILD_DATE } from '@toolverse/shared-content/site/build-date';
import { cheapestPlan, type PlanRecord } from '@toolverse/shared-content/domain/plans/record';
import { leadFigure, type PlanSummary } from '@toolverse/shared-content/domain/plans/summary';
import {
  ageText,
  cheapestText,
  disagreementText,
  freePlanText,
  isLastSeen,
  sourceText,
} from '@toolverse/shared-content/domain/plans/words';
import { vendorHost } from '@toolverse/shared-content/ui/price-block';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { linksToVendor } from '@toolverse/shared-content/domain/status';
import { PLANS_ANCHOR } from './plan-table';

const link = 'underline underline-offset-2 hover:text-ink';

/** The free plan's "no", with the trial where the record has one: "No; 14-day free trial". */
function freePlanAnswer(plans: Pick<PlanSummary, 'freePlan' | 'trial'>): string {
  if (plans.freePlan === null) return 'Not known';
  if (plans.freePlan) return freePlanText(plans);
  if (typeof plans.trial === 'number') return `No; ${plans.trial}-day free trial`;
  return plans.trial === true ? 'No; a free trial' : 'No';
}

/**
 * A tool's price at a glance, on its page's first screen: the free plan (yes or no, by name) and the
 * cheapest paid plan on its billing basis, then one line of provenance (the source, when it read the
 * plans, its age past 180 days, sources that disagree) and links to every plan and to the vendor's
 * own page. Made from the same record as the plan table below it.
 */
export function PlanSummary({ tool, record }: { tool: Pick<ListedTool, 'name' | 'plans' | 'pricingPage' | 'status'>; record: PlanRecord }) {
  const vendorLinks = linksToVendor(tool.status);
  const { plans } = tool;
  const cheapest = cheapestPlan(record);
  const free = plans.free;
  const source = leadFigure(plans)?.source;
  const age = source ? ageText(source.read, BUILD_DATE) : '';
  const disagreement = cheapest ? disagreementText(cheapest.plan) : null;
  const lastSeen = isLastSeen(plans, BUILD_DATE);
  return (
    <section aria-labelledby="tool-price" className="mt-5 rounded-xl border border-space-700 bg-space-900 px-4 py-3">
      <h2 id="tool-price" className="sr-only">{`${tool.name}’s price at a glance`}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Free plan</dt>
        <dd className="font-semibold text-ink">{free ? `Yes: ${free.name}` : freePlanAnswer(plans)}</dd>
        <dt className="text-muted">Cheapest paid plan</dt>
        <dd className={lastSeen ? 'italic text-ink' : 'font-semibold text-ink'}>
          {plans.model === 'free'
            ? 'None: it has no paid plan'
            : `${lastSeen ? 'Last seen: ' : ''}${cheapestText(plans) ?? 'No dated figure'}`}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-muted [overflow-wrap:anywhere]">
        {source && !vendorLinks && source.kind === 'vendor-page' ? (
          `From ${sourceText(source)}`
        ) : source ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer" className={link}>
            {`From ${sourceText(source)}`}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          (plans.noFigure ?? 'No dated source gives a figure')
        )}
        {age && ` · ${age}`}
        {disagreement && ` · ${disagreement}`}
      </p>
      <p className="mt-1 text-xs text-muted">
        {record.plans.length > 0 && (
          <a href={`#${PLANS_ANCHOR}`} className={link}>
            {record.plans.length === 1 ? 'The plan and its source' : `All ${record.plans.length} plans and their sources`}
          </a>
        )}
        {record.plans.length > 0 && vendorLinks && ' · '}
        {vendorLinks && (
          <a href={tool.pricingPage} target="_blank" rel="noopener noreferrer" className={link}>
            {`Current prices on ${vendorHost(tool.pricingPage)}`}
            <span aria-hidden="true"> ↗</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </p>
    </section>
  );
}
