import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { PageMeta, paths } from '@toolverse/shared-content';
import type { Tool } from '@toolverse/shared-content/schemas';
import toolsJson from '@toolverse/shared-content/tools';
import { PRICE_FINDINGS, dayLabel, toolChanges } from '@toolverse/shared-content/tool-changes';

const NAME = "What's new in The Arsenal";
const DESCRIPTION =
  "Which tool facts were re-checked and when: prices, plans and who makes each tool, checked against the vendors' own pages. Also as an Atom feed.";

export interface ChangesPageProps {
  /** The directory's tools; by default tools.json. */
  tools?: readonly Tool[];
}

/**
 * /tools/changes: The Arsenal's changes made from the tools' own dates (each tool's last fact
 * check), newest first, with the feed that carries the same entries (/tools/changes.xml). A
 * document: no island.
 */
export function ChangesPage({ tools = toolsJson as Tool[] }: ChangesPageProps) {
  const siteUrl = useSiteUrl();
  const days = toolChanges(tools);
  const feedUrl = absoluteUrl(siteUrl, paths.tools.changesFeed);
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <PageMeta
        name={NAME}
        description={DESCRIPTION}
        path={paths.tools.changes}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: NAME,
            description: DESCRIPTION,
            url: absoluteUrl(siteUrl, paths.tools.changes),
            ...(days[0] ? { dateModified: days[0].date } : {}),
          },
        ]}
      />
      <link rel="alternate" type="application/atom+xml" title={NAME} href={feedUrl} />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">
        <a href={paths.tools.index} className="hover:text-ink">
          The Arsenal
        </a>
      </p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{NAME}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Every fact about a tool carries the day it was last checked against the vendor&apos;s own pages. This page lists those checks,
        newest first. Follow them in a feed reader with the{' '}
        <a href={paths.tools.changesFeed} className="text-glow-cyan underline">
          Atom feed
        </a>
        .
      </p>
      <p className="mt-4 max-w-2xl rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
        The directory records when each tool was checked, not when it was added, so additions are not listed here. An article says what
        changed in it under its Updated date.
      </p>
      {days.map(({ date, checks }) => (
        <section key={date} aria-labelledby={`checked-${date}`} className="mt-12">
          <h2 id={`checked-${date}`} className="text-2xl font-bold text-ink">
            <time dateTime={date}>{dayLabel(date)}</time>: {checks.length} {checks.length === 1 ? 'tool' : 'tools'} re-checked
          </h2>
          <ul className="mt-4 space-y-3">
            {checks.map((check) => (
              <li key={check.id} id={`${check.id}-${date}`} className="rounded-xl border border-space-700 bg-space-900 px-5 py-4">
                <p>
                  <a
                    href={paths.tools.tool(check.id)}
                    className="font-semibold text-ink underline decoration-space-600 hover:text-glow-cyan"
                  >
                    {check.name}
                  </a>{' '}
                  <span className="text-sm text-muted">· {PRICE_FINDINGS[check.price]}</span>
                  {check.owner && <span className="text-sm text-muted"> · made by {check.owner}</span>}
                </p>
                <p className="mt-1 text-sm text-muted">{check.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
