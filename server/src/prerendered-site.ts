// The prerendered site (tooling/prerender/index.ts): which file answers a URL (a page, or a file such as
// a feed or the open data, with its type), the alias redirects, the not-found page and each tool's /go/
// destination, from routes.json (platform/routes-file.ts),
// re-read when a prerender of one remote rewrites it.
import path from 'node:path';
import { fileForUrl } from '../../platform/layout.ts';
import { parseRoutes, type Routes } from '../../platform/routes-file.ts';
import { watchedFile } from './watched-file';

export interface PrerenderedSite {
  dir: string;
  /** The page file for a URL: its exact page (query included), else the page of its path. */
  page(url: string): string | null;
  /** The content type of the prerender's file at this path (a feed, the sitemap, the open data), if it wrote one. */
  fileType(pathname: string): string | undefined;
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
    fileType: (pathname) => (Object.hasOwn(routes().files, pathname) ? routes().files[pathname] : undefined),
    redirect: (pathname) => (Object.hasOwn(routes().redirects, pathname) ? routes().redirects[pathname] : undefined),
    notFound: () => routes().notFound,
    inlineScripts: () => routes().inlineScripts,
    goDestination: (id) => (Object.hasOwn(routes().go, id) ? routes().go[id] : undefined),
  };
}
