// The routes the bench measures, found in the site's sitemap, so a route that ships later (a tool's
// own page under /tools/<id>) is measured from the first build that has it.

export interface Route {
  name: string;
  path: string;
}

/** The article's route, which has a JS budget of its own and whose twin the reference page is built on. */
export const ARTICLE_ROUTE = 'Article';

/** The article the earlier reports measured, kept while it exists so the figures stay comparable. */
const USUAL_ARTICLE = '/blog/ai-tools-replace-assistant';

/** The paths of a sitemap's <loc> entries. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')).pathname);
}

/** `tools`: the ids of The Arsenal's tools (/tools/<id> is a tool's page, /tools/<category> a filtered list). */
export function benchRoutes(paths: readonly string[], tools: ReadonlySet<string>): Route[] {
  const has = (path: string) => paths.includes(path);
  const firstUnder = (prefix: string) =>
    paths.find((path) => path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/'));
  const routes: Route[] = [];
  const add = (name: string, path: string | undefined) => {
    if (path && has(path)) routes.push({ name, path });
  };
  add('Home', '/');
  add('Blog', '/blog');
  add(ARTICLE_ROUTE, has(USUAL_ARTICLE) ? USUAL_ARTICLE : firstUnder('/blog/'));
  add('Tools', '/tools');
  const toolPage = paths.find((path) => path.startsWith('/tools/') && tools.has(path.slice('/tools/'.length)));
  add('Tool page', toolPage);
  // A comparison the tool's page links to (the navigation runs from one to the next), else the first.
  const toolId = toolPage?.slice('/tools/'.length);
  const comparisons = paths.filter((path) => path.startsWith('/tools/compare/'));
  add('Comparison', comparisons.find((path) => toolId !== undefined && path.split(/\/|-vs-/).includes(toolId)) ?? comparisons[0]);
  add('Quizzes', '/quizzes');
  add('Guide', '/guide');
  add('Search', '/search');
  for (const required of ['/', '/blog', '/tools', '/quizzes', '/guide']) {
    if (!has(required)) throw new Error(`the sitemap has no ${required}: is the prerender complete?`);
  }
  return routes;
}

/** The routes named on the command line (by name, case aside, or path); all when none. */
export function selectRoutes(routes: readonly Route[], wanted: readonly string[]): Route[] {
  if (wanted.length === 0) return [...routes];
  const key = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
  const chosen = routes.filter((route) => wanted.some((name) => key(name) === key(route.name) || name === route.path));
  const unknown = wanted.filter((name) => !routes.some((route) => key(name) === key(route.name) || name === route.path));
  if (unknown.length > 0)
    throw new Error(
      `--routes names ${unknown.join(', ')}; the routes are ${routes.map((route) => `${key(route.name)} (${route.path})`).join(', ')}`,
    );
  return chosen;
}
