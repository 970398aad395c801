import type { ToolStatus } from '@toolverse/shared-content/domain/status';
import { statusHeading } from '@toolverse/shared-content/domain/status';

/**
 * What the record says of a tool's life, near the top of its page: "May be gone (as of …): …",
 * "Acquired by X (as of …): …", "We no longer link to this domain (as of …): …", with the page that shows it. A hijacked domain's page
 * is not linked either: the evidence is the monitor's snapshot, not a visit.
 */
export function StatusNotice({ status }: { status: ToolStatus }) {
  const evidence = status.status !== 'hijacked' ? status.url : undefined;
  return (
    <section
      aria-labelledby="tool-status"
      data-tool-status={status.status}
      className="mt-5 rounded-xl border border-glow-pink bg-space-900 px-4 py-3 text-ink"
    >
      <h2 id="tool-status" className="font-bold">
        {`${statusHeading(status)}:`}
      </h2>
      <p className="mt-1 text-muted">
        {status.note}
        {evidence && (
          <>
            {' '}
            <a href={evidence} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-ink">
              Where we saw it
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
    </section>
  );
}
