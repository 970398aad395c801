// sitemap.xml and robots.txt: every written page that search engines may index.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapXml } from '../feeds.ts';
import { writeWithVariants } from '../precompress.ts';
import { PRERENDER_DIR, ROUTES_FILE } from '../prerendered.ts';
import { fail } from './errors.ts';

/** What <PageMeta noindex> writes into a page's head (a newsletter link's landing page, the not-found page). */
const NOINDEX = '<meta name="robots" content="noindex"/>';

/** Whether the written page at `file` lets search engines index it: what the page declares, read from its head. */
function indexable(file: string): boolean {
  const written = path.join(PRERENDER_DIR, file);
  if (!existsSync(written)) fail(`${ROUTES_FILE} lists ${file}, which is not in ${PRERENDER_DIR}: run the whole prerender`);
  const html = readFileSync(written, 'utf8');
  return !html.slice(0, html.indexOf('</head>')).includes(NOINDEX);
}

/**
 * Writes sitemap.xml of the pages (URL -> file, as routes.json lists them) that do not ask to be kept
 * out of search results, and robots.txt, which names it.
 */
export async function writeSitemap(siteUrl: string, pages: Readonly<Record<string, string>>): Promise<void> {
  const canonical = Object.keys(pages).filter((url) => indexable(pages[url] as string));
  writeWithVariants(path.join(PRERENDER_DIR, 'sitemap.xml'), await sitemapXml(siteUrl, canonical));
  writeWithVariants(path.join(PRERENDER_DIR, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}
