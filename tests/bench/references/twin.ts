// The no-JavaScript twin of a route (issue 14): the route's own prerendered HTML with every script
// and script preload removed, written into the shell's served build under /_twin/, with brotli and
// gzip variants, so the same server sends it the same way as the real page. Its LCP is the floor
// the real page is measured against.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeWithVariants } from '../../../tooling/bundle/precompress.ts';
import { fileForUrl } from '../../../platform/layout.ts';
import { withoutScripts } from './twin-html';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const TWIN_DIR = path.join(ROOT, 'shell/dist/_twin');

const twinName = (routePath: string) => (routePath === '/' ? 'home' : routePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '--'));

/** The twin's HTML of `routePath`, from the prerendered pages in `prerenderDir`. */
export function twinHtml(prerenderDir: string, routePath: string): string {
  const source = path.join(prerenderDir, fileForUrl(routePath));
  if (!existsSync(source)) throw new Error(`no prerendered page for ${routePath} (${source})`);
  const twin = withoutScripts(readFileSync(source, 'utf8'));
  if (/<script\b/i.test(twin)) throw new Error(`the twin of ${routePath} still has a script`);
  return twin;
}

/** Writes the twin of `routePath` from the prerendered pages in `prerenderDir`; returns its URL path. */
export function writeTwin(prerenderDir: string, routePath: string): string {
  const dir = path.join(TWIN_DIR, twinName(routePath));
  mkdirSync(dir, { recursive: true });
  writeWithVariants(path.join(dir, 'index.html'), twinHtml(prerenderDir, routePath));
  return `/_twin/${twinName(routePath)}/index.html`;
}

/**
 * The smallest page worth measuring beside the twins: a title and a paragraph, no stylesheet, no
 * script, from the same server. What remains of its longest task is the browser's (and Lighthouse's)
 * own work on any navigation; returns its URL path.
 */
export function writeEmptyPage(): string {
  const dir = path.join(TWIN_DIR, 'empty');
  mkdirSync(dir, { recursive: true });
  writeWithVariants(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
      '<title>An empty page</title><meta name="description" content="The bench\'s reference: a page with nothing on it."></head>' +
      '<body><main><h1>An empty page</h1><p>A title and a paragraph: what any navigation costs.</p></main></body></html>\n',
  );
  return '/_twin/empty/index.html';
}

/** Removes every twin (called on the way out, whatever happened). */
export function removeTwins(): void {
  rmSync(TWIN_DIR, { recursive: true, force: true });
}
