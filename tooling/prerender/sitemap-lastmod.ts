// The sitemap's lastmod for each URL, from the content's own dates: an article's Updated date, a
// tool's newest date (added, the check of its owner and links, a reading of its plans), and for the lists
// made of them the newest of those. A page whose content
// carries no date (home, quizzes, guide, the legal pages, search) gets none rather than the build's
// day, which would tell crawlers that everything changed on every build.
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_PRESETS } from '@toolverse/shared-content/content/tool-taxonomy';

export interface LastmodContent {
  /** Every article's slug, first publication and last revision (YYYY-MM-DD). */
  articles: readonly { slug: string; date: string; updated: string }[];
  /** Every tool's id and the days its page changed: added, its owner and links checked, its plans read. */
  tools: readonly { id: string; dates: readonly string[] }[];
}

const newest = (dates: readonly string[]): string | undefined => [...dates].sort().at(-1);

/** The lastmod of a URL of the sitemap (path and query), or undefined where the content has no date for it. */
export function sitemapLastmod({ articles, tools }: LastmodContent): (url: string) => string | undefined {
  const byUrl = new Map<string, string>();
  for (const article of articles) byUrl.set(paths.blog.article(article.slug), article.updated);
  const toolDates = tools.map((tool) => newest(tool.dates)!);
  tools.forEach((tool, index) => byUrl.set(paths.tools.tool(tool.id), toolDates[index]!));
  // The blog's lists change when an article is published; an article's revision changes its own page.
  const newestArticle = newest(articles.map((article) => article.date));
  // The directory's views show every tool and its price block, dated by the readings.
  const newestTool = newest(toolDates);
  const directory = new Set<string>([paths.tools.index, ...TOOL_PRESETS.map((preset) => paths.tools.preset(preset))]);
  // What's new lists article updates too.
  const newestChange = newest([...toolDates, ...articles.map((article) => article.updated)]);
  return (url) => {
    const { pathname, search } = new URL(url, 'http://site');
    const own = byUrl.get(pathname);
    if (own) return own;
    // A view of a list (a category, a kind of reader) shows part of it: no date is known for the part.
    if (search !== '') return undefined;
    if (pathname === paths.blog.index) return newestArticle;
    if (directory.has(pathname)) return newestTool;
    if (pathname === paths.tools.changes) return newestChange;
    return undefined;
  };
}
