// The plain multi-page reference for navigation (issue 38): the bench's routes as a static site
// with nothing but links between its pages. Each page is the route's no-JavaScript twin, its links
// to the other routes pointing at their plain pages; no script, no speculation rules. Same server, same stylesheet, same HTML: the time from a
// click to its next page's first paint on it is what a plain static site of this content gives.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeWithVariants } from '../../../tooling/bundle/precompress.ts';
import type { Route } from '../routes';
import { TWIN_DIR, twinHtml } from './twin';

const MPA_DIR = 'mpa';

const plainName = (routePath: string) => (routePath === '/' ? 'home' : routePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '--'));

/** A route's page on the plain site. */
export const plainPath = (routePath: string): string => `/_twin/${MPA_DIR}/${plainName(routePath)}/index.html`;

/** The plain page's HTML: the twin, its links to `routes` pointing at their plain pages. */
export function plainPageHtml(twin: string, routes: readonly Route[]): string {
  let html = twin;
  for (const route of routes) html = html.replaceAll(`href="${route.path}"`, `href="${plainPath(route.path)}"`);
  return html;
}

/** Writes the plain site's pages for `routes` (beside the twins, removed with them); returns each route's plain path. */
export function writePlainSite(prerenderDir: string, routes: readonly Route[]): Map<string, string> {
  const written = new Map<string, string>();
  for (const route of routes) {
    const dir = path.join(TWIN_DIR, MPA_DIR, plainName(route.path));
    mkdirSync(dir, { recursive: true });
    writeWithVariants(path.join(dir, 'index.html'), plainPageHtml(twinHtml(prerenderDir, route.path), routes));
    written.set(route.path, plainPath(route.path));
  }
  return written;
}
