import type { CorrectionEntry } from '@toolverse/shared-content/domain/tool-changes';
import { asOfLabel } from '@toolverse/shared-content/domain/plans/words';

/** What the corrections log calls each fact. */
export const FACT_WORDS: Record<CorrectionEntry['fact'], string> = {
  price: 'Cheapest paid plan',
  'free plan': 'Free plan',
  plans: 'Plans',
  budget: 'Budget bracket',
};

/** The facts about a tool we corrected, oldest first: what we said, what the record says since, when and why. */
export function CorrectionsList({ corrections, className = '' }: { corrections: readonly CorrectionEntry[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {corrections.map((correction, index) => (
        <li
          key={`${correction.on}-${correction.fact}-${index}`}
          className="rounded-xl border border-space-700 bg-space-900 px-4 py-3 text-sm"
        >
          <p className="text-ink">
            <time dateTime={correction.on}>{asOfLabel(correction.on)}</time>
            {` · ${FACT_WORDS[correction.fact]}: `}
            <del className="text-muted">{correction.from}</del>
            {' → '}
            <ins className="no-underline">{correction.to}</ins>
          </p>
          <p className="mt-1 text-muted">{`Why: ${correction.why}.${correction.note ? ` ${correction.note}` : ''}`}</p>
        </li>
      ))}
    </ul>
  );
}
