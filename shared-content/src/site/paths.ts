import { REGISTRY, REMOTE_NAMES, isRemoteName, type RemoteName } from '@toolverse/registry';
import type { ToolPreset } from '../content/tool-taxonomy';

export { REMOTE_NAMES, isRemoteName, type RemoteName };

/** Every route of the site in one typed map: build links with these, never by hand. */
export const paths = {
  home: '/',
  blog: {
    index: REGISTRY.blog.basePath,
    article: (slug: string) => `/blog/${slug}`,
    /** A tool's card inside an article (the card's id is tool-{id}). */
    articleTool: (slug: string, toolId: string) => `/blog/${slug}#tool-${toolId}`,
    category: (categoryTitle: string) => `/blog?category=${encodeURIComponent(categoryTitle)}`,
  },
  tools: {
    index: REGISTRY.tools.basePath,
    preset: (preset: ToolPreset) => `/tools/${preset}`,
    /** What changed in The Arsenal: tools added and facts re-checked, newest first (and its Atom feed). */
    changes: '/tools/changes',
    changesFeed: '/tools/changes.xml',
    /** A tool's own page. */
    tool: (toolId: string) => `/tools/${toolId}`,
    /** A tool's own Atom feed: its readings, what they changed, its corrections. */
    feed: (toolId: string) => `/tools/${toolId}/feed.xml`,
    /** The directory's page for one tool category, or one kind of reader ("I am a..."): prerendered pages of their own. */
    category: (categoryId: string) => `/tools?category=${encodeURIComponent(categoryId)}`,
    userType: (userType: string) => `/tools?type=${encodeURIComponent(userType)}`,
    /** The directory showing just these tools (a quiz's recommendations). */
    picks: (toolIds: readonly string[]) => `/tools?tools=${toolIds.map(encodeURIComponent).join(',')}`,
    /** The tools closest to one tool, ranked by a stated rule: a prerendered page per tool. */
    alternatives: (toolId: string) => `/tools/${toolId}/alternatives`,
    /** Two to four tools side by side, any combination (shareable); with no ids, the page to pick them. */
    compare: (toolIds: readonly string[] = []) =>
      toolIds.length === 0 ? '/tools/compare' : `/tools/compare?ids=${toolIds.map(encodeURIComponent).join(',')}`,
    /** A comparison our articles make, prerendered at a clean URL: /tools/compare/jasper-vs-copy-ai. */
    comparison: (toolIds: readonly string[]) => `/tools/compare/${toolIds.join('-vs-')}`,
  },
  quizzes: {
    index: REGISTRY.quizzes.basePath,
    quiz: (quizId: string) => `/quizzes#${quizId}`,
  },
  guide: {
    index: REGISTRY.guide.basePath,
    path: (pathId: string) => `/guide#${pathId}`,
  },
  /** One search over articles and tools; `search(q)` opens it with a query. */
  search: (query = '') => (query.trim() === '' ? '/search' : `/search?${new URLSearchParams({ q: query.trim() }).toString()}`),
  /** About Toolverse and how we review: the editorial and affiliate policy. */
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  /** The open data: every tool's plans, prices and history as files, and the page that explains them. */
  data: {
    page: '/data',
    tools: '/data/tools.json',
    tool: (toolId: string) => `/data/tools/${toolId}.json`,
    plansCsv: '/data/plans.csv',
    schema: '/data/schema.json',
  },
  /** What the site is and where its data lives, for language models (llmstxt.org), and its full variant. */
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
  /** Where the service's mail links land (the service redirects there). */
  newsletter: {
    confirmed: '/newsletter/confirmed',
    unsubscribed: '/newsletter/unsubscribed',
    linkExpired: '/newsletter/link-expired',
    linkInvalid: '/newsletter/link-invalid',
  },
  /**
   * Watching a tool: the form posts to WATCH_FORM_PATH (newsletter.ts) on the site's origin, passed to
   * the service, which answers with a redirect to one of these pages.
   */
  watch: {
    sent: '/watch/sent',
    confirmed: '/watch/confirmed',
    problem: '/watch/problem',
  },
} as const;

/** Each remote owns the routes under its base path (@toolverse/registry). */
export const REMOTE_BASE_PATHS = Object.fromEntries(REMOTE_NAMES.map((name) => [name, REGISTRY[name].basePath])) as Record<
  RemoteName,
  string
>;

/** How the site names each remote mid-sentence ("Loading the blog…"). */
export const REMOTE_LABELS = Object.fromEntries(REMOTE_NAMES.map((name) => [name, REGISTRY[name].label])) as Record<RemoteName, string>;

/** Which remote owns a pathname, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => {
    const base = REMOTE_BASE_PATHS[name];
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}
