// What readers and crawlers use to find things, written beside the pages: the sitemap's dates, the
// feed of tools added, plans read, facts corrected and articles updated, the search page's index.
import path from 'node:path';
import { toolChangesAtom } from './feeds.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import { searchIndexJson } from './search-index.ts';
import { sitemapLastmod } from './sitemap-lastmod.ts';
import { toolChanges, type ChangedArticle, type RecordChanges } from '@toolverse/shared-content/domain/tool-changes';
import { outboundDestination } from '@toolverse/shared-content/site/outbound';
import { paths } from '@toolverse/shared-content/site/paths';
import { ToolSchema, type Tool } from '@toolverse/shared-content/content/schemas/tool';
import type { SharedContent } from './builds.ts';
import { ROOT } from './errors.ts';
import { readJson } from '../../platform/read-json.ts';
import { feedArticles } from './rss.ts';

const readTools = () => readJson<Tool[]>(path.join(ROOT, 'shared-content/content/tools.json'), 'the tools');

/**
 * Where each tool's /go/ link leads (shared-content's outboundDestination), for routes.json: the
 * servers send a reader there themselves while the click service is down. A tool whose domain is
 * hijacked (the published facts say so) has none: its /go/ is not found there too.
 */
export function goDestinations(): Record<string, string> {
  const tools = ToolSchema.array().parse(readTools());
  const facts = generated<Record<string, { hijacked?: true }>>('tool-facts.json', 'the published tool facts');
  return Object.fromEntries(tools.filter((tool) => facts[tool.id]?.hijacked !== true).map((tool) => [tool.id, outboundDestination(tool)]));
}

const generated = <T>(name: string, what: string) => readJson<T>(path.join(ROOT, 'shared-content/src/content/generated', name), what);

/** What the content build derived from the tools' histories and the corrections log. */
export const recordChanges = (): RecordChanges => ({
  readings: generated('tool-readings.json', 'the readings of the tools’ plans'),
  facts: generated('tool-fact-changes.json', 'the tool fact changes'),
  corrections: generated('tool-corrections.json', 'the corrections log'),
});

/**
 * The sitemap's lastmod of each URL, from the articles' and tools' own dates: a tool's page changes
 * the day it joined, the day its owner and links were checked, and each day its history (a reading,
 * a search) or the corrections log gained an entry about it.
 */
export function contentLastmod(content: SharedContent): (url: string) => string | undefined {
  const history = readJson<Record<string, readonly { on: string }[]>>(
    path.join(ROOT, 'shared-content/content/tool-history.json'),
    'the tools’ histories',
  );
  const { corrections } = recordChanges();
  const tools = readTools().map(({ id, added, check }) => ({
    id,
    dates: [
      added,
      ...(check ? [check.on] : []),
      ...(history[id] ?? []).map((entry) => entry.on),
      ...corrections.filter((correction) => correction.id === id).map((correction) => correction.on),
    ],
  }));
  return sitemapLastmod({ articles: feedArticles(content), tools });
}

/** Every article's title and changes, from the content build's catalogue and headers. */
function changedArticles(content: SharedContent): ChangedArticle[] {
  const headers = readJson<Record<string, Pick<ChangedArticle, 'changes'>>>(
    path.join(ROOT, 'shared-content/src/content/generated/article-headers.json'),
    'the article headers',
  );
  return feedArticles(content).map(({ slug, title }) => ({ slug, title, changes: headers[slug]?.changes }));
}

/** The Atom feed of tools added, plans read, facts changed or corrected and articles updated, from the content's own dates. */
export function writeToolChangesFeed(siteUrl: string, content: SharedContent, outDir: string): void {
  writeWithVariants(
    path.join(outDir, paths.tools.changesFeed.slice(1)),
    toolChangesAtom({
      siteUrl,
      siteName: content.SITE_NAME,
      pagePath: paths.tools.changes,
      feedPath: paths.tools.changesFeed,
      days: toolChanges(readTools(), changedArticles(content), recordChanges()),
      toolUrl: paths.tools.tool,
      articleUrl: paths.blog.article,
    }),
  );
}

/** The index the search page loads: articles (title and body) and tools, from the content. */
export function writeSearchIndex(outDir: string): void {
  writeWithVariants(
    path.join(outDir, 'search-index.json'),
    searchIndexJson({
      contentDir: path.join(ROOT, 'shared-content/content'),
      generatedDir: path.join(ROOT, 'shared-content/src/content/generated'),
    }),
  );
}
