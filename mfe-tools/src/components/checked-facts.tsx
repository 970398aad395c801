import { BUILD_DATE } from '@toolverse/shared-content/build-date';
import { STALE_AFTER_MONTHS, asOfLabel, isStale } from '@toolverse/shared-content/pricing';
import type { Tool, ToolCheck } from '@toolverse/shared-content/schemas';

const SOURCE_KINDS: Record<ToolCheck['sources'][number]['kind'], string> = {
  pricing: 'pricing page',
  help: 'help center',
  docs: 'documentation',
  terms: 'terms',
  announcement: 'announcement',
};

/**
 * When a tool's plans, owner and links were last checked against the vendor's own pages, what that
 * found, and the pages; flagged when the check is older than STALE_AFTER_MONTHS on the build's date.
 * The price is not here: it carries its own source and date (PriceLine).
 */
export function CheckedFacts({ tool, className = '' }: { tool: Pick<Tool, 'name' | 'check'>; className?: string }) {
  const { check } = tool;
  if (!check)
    return (
      <p className={`text-sm text-muted ${className}`}>{`${tool.name}’s facts have not been re-checked against the vendor’s pages yet.`}</p>
    );
  const stale = isStale(check.on, BUILD_DATE);
  return (
    <div className={`space-y-2 text-sm text-muted ${className}`}>
      <p>
        <span className="text-ink">{`Plans, owner and links last checked ${asOfLabel(check.on)}`}</span>
        {check.owner && ` · made by ${check.owner}`}
      </p>
      {stale && (
        <p role="note" className="rounded-lg border border-glow-pink px-3 py-2 text-ink">
          {`This check is more than ${STALE_AFTER_MONTHS} months old: plans and prices may have changed since. Check the vendor’s page before you buy.`}
        </p>
      )}
      <p>{`What the vendor’s own pages confirmed: ${check.summary}`}</p>
      {check.sources.length > 0 && (
        <ul className="space-y-1">
          {check.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-ink">
                {`${tool.name} ${SOURCE_KINDS[source.kind]}`}
                {source.stated && ` (dated ${asOfLabel(source.stated)})`}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
