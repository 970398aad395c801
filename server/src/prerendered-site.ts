// The prerendered site (tooling/prerender/index.ts): which file answers a URL, the alias redirects, the
// not-found page and each tool's /go/ destination, from routes.json (platform/routes-file.ts),
// re-read when a prerender of one remote rewrites it.
import path from 'node:path';
import { fileForUrl } from '../../platform/layout.ts';
import { parseRoutes, type Routes } from '../../platform/routes-file.ts';
import { watchedFile } from './watched-file';

/**
 * Served as files of the prerender folder, with their types (a feed is not plain XML to a feed
 * reader): the feeds, the sitemap and robots.txt, the search page's index and the compare page's facts.
 */
export const EXTRAS: Readonly<Record<string, string>> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
  '/rss.xml': 'application/rss+xml; charset=utf-8',
  '/tools/changes.xml': 'application/atom+xml; charset=utf-8',
  '/search-index.json': 'application/json; charset=utf-8',
  '/tools/compare-data.json': 'application/json; charset=utf-8',
};

export interface PrerenderedSite {
  dir: string;
  /** The page file for a URL: its exact page (query included), else the page of its path. */
  page(url: string): string | null;
  redirect(pathname: string): string | undefined;
  notFound(): string;
  /** The CSP sources that allow the pages' inline scripts. */
  inlineScripts(): readonly string[];
  /** Where /go/{id} leads, for a tool the site has. */
  goDestination(id: string): string | undefined;
}

export function prerenderedSite(dir: string, routesFile: string, onRejected: (reason: string) => void): PrerenderedSite {
  const routes = watchedFile({
    file: path.join(dir, routesFile),
    label: path.join(path.basename(dir), routesFile),
    accept: parseRoutes,
    onRejected,
  });
  let knownFor: Routes | undefined;
  let known = new Set<string>();
  const knownPages = () => {
    const current = routes();
    if (knownFor !== current) {
      knownFor = current;
      known = new Set(Object.values(current.pages));
    }
    return known;
  };
  return {
    dir,
    page(url) {
      const pages = knownPages();
      const exact = fileForUrl(url);
      if (pages.has(exact)) return exact;
      const plain = fileForUrl(new URL(url, 'http://site').pathname);
      return pages.has(plain) ? plain : null;
    },
    redirect: (pathname) => (Object.hasOwn(routes().redirects, pathname) ? routes().redirects[pathname] : undefined),
    notFound: () => routes().notFound,
    inlineScripts: () => routes().inlineScripts,
    goDestination: (id) => (Object.hasOwn(routes().go, id) ? routes().go[id] : undefined),
  };
}
