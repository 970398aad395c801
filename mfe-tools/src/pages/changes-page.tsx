import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import toolsJson from '@toolverse/shared-content/content/generated/tools.json';
import { ARTICLES } from '@toolverse/shared-content/content/articles';
import { headerOf } from '@toolverse/shared-content/content/article-headers';
import factChanges from '@toolverse/shared-content/content/generated/tool-fact-changes.json';
import corrections from '@toolverse/shared-content/content/generated/tool-corrections.json';
import readings from '@toolverse/shared-content/content/generated/tool-readings.json';
import {
  dayLabel,
  toolChanges,
  type ChangeDay,
  type ChangedArticle,
  type FactChangeEntry,
  type RecordChanges,
} from '@toolverse/shared-content/domain/tool-changes';
import { CorrectionsList } from '../components/corrections-list';
import { HISTORY_ANCHOR } from '../components/price-history';

const NAME = "What's new in The Arsenal";
const DESCRIPTION =
  'Which tools joined The Arsenal and when, which sources of their plans we read, what that changed, every fact we corrected, and what changed in our articles when we updated them. Also as an Atom feed.';

/** Every article with what changed in it, from its header. */
const CHANGED_ARTICLES = ARTICLES.map(({ slug, title }) => ({ slug, title, changes: headerOf(slug)?.changes }));

const counted = (count: number, thing: string, what: string) => (count > 0 ? `${count} ${thing}${count === 1 ? '' : 's'} ${what}` : null);

/** "13 tools added", "79 tools' plans read", "2 tools added, 1 tool's plans read, 5 facts changed, 40 facts corrected, 3 articles updated" */
export const daySummary = ({ added, readings: read, facts, corrections: corrected, articles }: ChangeDay) =>
  [
    counted(added.length, 'tool', 'added'),
    read.length > 0 ? `${read.length} tool${read.length === 1 ? '’s' : 's’'} plans read` : null,
    counted(facts.length, 'fact', 'changed'),
    counted(corrected.length, 'fact', 'corrected'),
    counted(articles.length, 'article', 'updated'),
  ]
    .filter(Boolean)
    .join(', ');

const FACT_WORDS: Record<FactChangeEntry['what'], string> = { price: 'Cheapest paid plan', 'free plan': 'Free plan' };

/** A day's corrections, by tool, in the order they are listed. */
function byTool(corrections: ChangeDay['corrections']): [string, ChangeDay['corrections']][] {
  const tools = new Map<string, ChangeDay['corrections'][number][]>();
  for (const correction of corrections) tools.set(correction.id, [...(tools.get(correction.id) ?? []), correction]);
  return [...tools];
}

/** What the content build derived from the tools' histories and the corrections log. */
const RECORD_CHANGES: RecordChanges = {
  readings,
  facts: factChanges as FactChangeEntry[],
  corrections: corrections as RecordChanges['corrections'],
};

const entryLink = 'font-semibold text-ink underline decoration-space-600 hover:text-glow-cyan';

export interface ChangesPageProps {
  /** The directory's tools; by default tools.json. */
  tools?: readonly ListedTool[];
  /** The articles, with their changes; by default the blog's. */
  articles?: readonly ChangedArticle[];
  /** The readings, the changes they made and the corrections; by default the content build's. */
  changes?: RecordChanges;
}

/**
 * /tools/changes: The Arsenal's changes made from the content's own dates (the day each tool joined,
 * the readings of its plans, what they changed, the corrections) and the articles' own changes, newest first, with the feed that carries the
 * same entries (/tools/changes.xml). A document: no island.
 */
export function ChangesPage({
  tools = toolsJson as ListedTool[],
  articles = CHANGED_ARTICLES,
  changes = RECORD_CHANGES,
}: ChangesPageProps) {
  const siteUrl = useSiteUrl();
  const days = toolChanges(tools, articles, changes);
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
        Every tool carries the day it joined The Arsenal, every reading of its plans the day its source read them and the day we recorded
        it, every fact we got wrong its correction, and every article updated says what changed in it. This page lists them all, newest
        first. Follow them in a feed reader with the{' '}
        <a href={paths.tools.changesFeed} className="text-glow-cyan underline">
          Atom feed
        </a>
        .
      </p>
      <p className="mt-4 max-w-2xl rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
        A tool is listed under each day we recorded readings of its plans, with their sources. What those readings changed in its record
        (the cheapest paid plan, the free plan) is listed old → new, apart from corrections: facts we had wrong, with why. Each tool&apos;s
        page keeps its whole price history and its corrections. Every update of an article is listed, and the article shows the same list
        under its Updated date.
      </p>
      {days.map((day) => (
        <section key={day.date} id={`changes-${day.date}`} aria-labelledby={`changes-${day.date}-heading`} className="mt-12">
          <h2 id={`changes-${day.date}-heading`} className="text-2xl font-bold text-ink">
            <time dateTime={day.date}>{dayLabel(day.date)}</time>: {daySummary(day)}
          </h2>
          {day.added.length > 0 && (
            <>
              <h3 id={`added-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
                Added
              </h3>
              <ul aria-labelledby={`added-${day.date}`} className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {day.added.map((tool) => (
                  <li key={tool.id}>
                    <a href={paths.tools.tool(tool.id)} className={entryLink}>
                      {tool.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {day.readings.length > 0 && (
            <>
              <h3 id={`read-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
                Plans read
              </h3>
              <ul aria-labelledby={`read-${day.date}`} className="mt-2 space-y-2">
                {day.readings.map((reading) => (
                  <li key={reading.id} id={`${reading.id}-${day.date}`} className="text-sm text-muted">
                    <a href={`${paths.tools.tool(reading.id)}#${HISTORY_ANCHOR}`} className={entryLink}>
                      {reading.name}
                    </a>
                    {` · ${reading.sources.length} source${reading.sources.length === 1 ? '' : 's'}: ${reading.sources.join(', ')}`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {day.facts.length > 0 && (
            <>
              <h3 id={`facts-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
                Changed in our records
              </h3>
              <ul aria-labelledby={`facts-${day.date}`} className="mt-2 space-y-2">
                {day.facts.map((fact) => (
                  <li key={`${fact.id}-${fact.what}`} className="text-sm text-muted">
                    <a href={`${paths.tools.tool(fact.id)}#${HISTORY_ANCHOR}`} className={entryLink}>
                      {fact.name}
                    </a>
                    {` · ${FACT_WORDS[fact.what]}: ${fact.from} → ${fact.to}`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {day.corrections.length > 0 && (
            <>
              <h3 id={`corrected-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
                Corrected
              </h3>
              <ul aria-labelledby={`corrected-${day.date}`} className="mt-2 space-y-4">
                {byTool(day.corrections).map(([id, entries]) => (
                  <li key={id} id={`corrected-${id}-${day.date}`}>
                    <a href={`${paths.tools.tool(id)}#tool-corrections`} className={entryLink}>
                      {entries[0]?.name}
                    </a>
                    <CorrectionsList corrections={entries} className="mt-2" />
                  </li>
                ))}
              </ul>
            </>
          )}
          {day.articles.length > 0 && (
            <>
              <h3 id={`updated-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
                Articles updated
              </h3>
              <ul aria-labelledby={`updated-${day.date}`} className="mt-2 space-y-3">
                {day.articles.map((article) => (
                  <li key={article.slug} className="rounded-xl border border-space-700 bg-space-900 px-5 py-4">
                    <p>
                      <a href={paths.blog.article(article.slug)} className={entryLink}>
                        {article.title}
                      </a>
                    </p>
                    <p className="mt-1 text-sm text-muted">{article.what}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </section>
  );
}
