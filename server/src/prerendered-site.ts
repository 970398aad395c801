// The prerendered site (tooling/prerender.ts): which file answers a URL, the alias redirects and
// the not-found page, from routes.json, re-read when a prerender of one remote rewrites it.
import path from 'node:path';
import { fileForUrl } from '../../platform/layout.ts';
import { INLINE_SCRIPT_SOURCE } from '../../platform/headers.ts';
import { watchedFile } from './watched-file';

interface Routes {
  /** URL (query included) -> file under the prerender folder. */
  pages: Record<string, string>;
  /** Alias path -> its canonical path (301). */
  redirects: Record<string, string>;
  notFound: string;
  /** The CSP sources of the inline scripts the pages carry (the paint-first loader's hash). */
  inlineScripts: string[];
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

function acceptRoutes(value: unknown): Routes {
  const routes = value as Partial<Routes> | null;
  if (!routes || !isStringRecord(routes.pages) || !isStringRecord(routes.redirects) || typeof routes.notFound !== 'string') {
    throw new Error('expected { pages, redirects, notFound, inlineScripts }');
  }
  const inlineScripts: unknown = routes.inlineScripts ?? [];
  if (!Array.isArray(inlineScripts) || !inlineScripts.every((source) => typeof source === 'string' && INLINE_SCRIPT_SOURCE.test(source))) {
    throw new Error("expected inlineScripts to list CSP hashes ('sha256-…')");
  }
  return { pages: routes.pages, redirects: routes.redirects, notFound: routes.notFound, inlineScripts: inlineScripts as string[] };
}

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
}

export function prerenderedSite(dir: string, routesFile: string, onRejected: (reason: string) => void): PrerenderedSite {
  const routes = watchedFile({
    file: path.join(dir, routesFile),
    label: path.join(path.basename(dir), routesFile),
    accept: acceptRoutes,
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
  };
}
