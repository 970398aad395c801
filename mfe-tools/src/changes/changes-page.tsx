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
import { toolChanges, type ChangedArticle, type FactChangeEntry, type RecordChanges } from '@toolverse/shared-content/domain/tool-changes';
import { ChangeDaySection } from './change-day';

const NAME = "What's new in The Arsenal";
const DESCRIPTION =
  'Which tools joined The Arsenal and when, which sources of their plans we read, what that changed, every fact we corrected, and what changed in our articles when we updated them. Also as an Atom feed.';

/** Every article with what changed in it, from its header. */
const CHANGED_ARTICLES = ARTICLES.map(({ slug, title }) => ({ slug, title, changes: headerOf(slug)?.changes }));

/** What the content build derived from the tools' histories and the corrections log. */
const RECORD_CHANGES: RecordChanges = {
  readings,
  facts: factChanges as FactChangeEntry[],
  corrections: corrections as RecordChanges['corrections'],
};

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
        <ChangeDaySection key={day.date} day={day} />
      ))}
    </section>
  );
}
