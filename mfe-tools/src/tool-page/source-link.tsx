import type { ReactNode } from 'react';
import type { PlanSource } from '@toolverse/shared-content/content/schemas/plans';
import { sourceKindText } from '@toolverse/shared-content/domain/plans/words';

/**
 * A source's name in the plan table and the history, linked to what it read. The vendor's own page
 * is cited at its live address, so once the tool's domain is hijacked it is named but not linked:
 * the site sends no reader to that domain.
 */
export function SourceLink({ source, vendorLinks, children }: { source: PlanSource; vendorLinks: boolean; children: ReactNode }) {
  if (!vendorLinks && source.kind === 'vendor-page')
    return (
      <span>
        {children}
        <span className="sr-only">{` (${sourceKindText(source)})`}</span>
      </span>
    );
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-ink">
      {children}
      <span className="sr-only">{` (${sourceKindText(source)}; opens in a new tab)`}</span>
    </a>
  );
}
