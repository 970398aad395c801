import { BUILD_DATE } from '@toolverse/shared-content/site/build-date';
import type { PlanRecord, SourceRef } from '@toolverse/shared-content/domain/plans/record';
import { ageText, asOfLabel, disagreementText, planPriceLines, readVerb } from '@toolverse/shared-content/domain/plans/words';
import { SourceLink } from './source-link';

/** The element id of the plan table: the summary at the top of the page links here. */
export const PLANS_ANCHOR = 'plans';

const trialLine = (trial: PlanRecord['trial']) =>
  trial === null ? null : trial === false ? 'No free trial.' : trial === true ? 'A free trial.' : `A ${trial}-day free trial.`;

/** A plan's source: its publisher, linked at the version read, and when it read the plans (and who: our monitor, for the vendor's page). */
export function SourceCell({ source, vendorLinks = true }: { source: SourceRef; vendorLinks?: boolean }) {
  const age = ageText(source.read, BUILD_DATE);
  return (
    <>
      <SourceLink source={source} vendorLinks={vendorLinks}>
        {source.publisher}
        {source.licence && ` (${source.licence})`}
      </SourceLink>
      <span className="block text-xs">
        {`${readVerb(source)} ${asOfLabel(source.read)}`}
        {age && `, ${age}`}
      </span>
    </>
  );
}

/**
 * Every plan of a tool's record in one table: the plan and what it includes, its price on every
 * basis its source gives (a month billed monthly, a month billed yearly, once), and the source with
 * the day it read the plans. On a phone the source goes under the price (two columns), so a 390 px
 * screen reads it without scrolling sideways; from the sm breakpoint it has a column of its own.
 * The cheapest paid plan is marked; where current sources disagree on a figure, the row says so.
 */
export function PlanTable({ toolName, record, vendorLinks = true }: { toolName: string; record: PlanRecord; vendorLinks?: boolean }) {
  if (record.plans.length === 0) return null;
  const cell = 'border-t border-space-700 px-2 py-2 align-top sm:px-3';
  const trial = trialLine(record.trial);
  return (
    <>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{`${toolName}: every plan, its price and its source`}</caption>
        <thead className="text-ink">
          <tr>
            <th scope="col" className="px-3 py-2">
              Plan
            </th>
            <th scope="col" className="px-3 py-2">
              Price
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Source
            </th>
          </tr>
        </thead>
        <tbody className="text-muted">
          {record.plans.map((plan, index) => {
            const source = record.sources[plan.source] as SourceRef;
            const lines = planPriceLines(plan, source.currency);
            const disagreement = disagreementText(plan);
            return (
              <tr key={plan.name}>
                <th scope="row" className={`${cell} font-semibold text-ink`}>
                  {plan.name}
                  {index === record.cheapest && <span className="block text-xs font-normal text-glow-cyan">Cheapest paid plan</span>}
                  {plan.includes && <span className="block text-xs font-normal text-muted">{plan.includes}</span>}
                </th>
                <td className={cell}>
                  {lines.length === 0 ? (
                    'No figure in its source'
                  ) : (
                    <ul>
                      {lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                  {disagreement && <span className="block text-xs">{disagreement}</span>}
                  <span className="mt-1 block text-xs sm:hidden">
                    <SourceCell source={source} vendorLinks={vendorLinks} />
                  </span>
                </td>
                <td className={`${cell} hidden sm:table-cell`}>
                  <SourceCell source={source} vendorLinks={vendorLinks} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {trial && <p className="mt-3 text-sm text-muted">{trial}</p>}
    </>
  );
}
