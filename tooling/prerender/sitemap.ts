// sitemap.xml and robots.txt: every written page that search engines may index.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapXml } from './feeds.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import { ROUTES_FILE } from '../../platform/layout.ts';
import { fail } from './errors.ts';

/** What <PageMeta noindex> writes into a page's head (a newsletter link's landing page, the not-found page). */
const NOINDEX = '<meta name="robots" content="noindex"/>';

/** Whether the written page at `file` lets search engines index it: what the page declares, read from its head. */
function indexable(file: string, outDir: string): boolean {
  const written = path.join(outDir, file);
  if (!existsSync(written)) fail(`${ROUTES_FILE} lists ${file}, which is not in ${outDir}: run the whole prerender`);
  const html = readFileSync(written, 'utf8');
  return !html.slice(0, html.indexOf('</head>')).includes(NOINDEX);
}

/**
 * Writes sitemap.xml of the pages (URL -> file, as routes.json lists them) that do not ask to be kept
 * out of search results, each with the date its content last changed where one is known, and
 * robots.txt, which names it.
 */
export async function writeSitemap(
  siteUrl: string,
  pages: Readonly<Record<string, string>>,
  lastmod: (url: string) => string | undefined,
  outDir: string,
): Promise<void> {
  const canonical = Object.keys(pages).filter((url) => indexable(pages[url] as string, outDir));
  writeWithVariants(path.join(outDir, 'sitemap.xml'), await sitemapXml(siteUrl, canonical, lastmod));
  writeWithVariants(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\n# /go/{tool} redirects readers to a tool's site and counts their clicks: not for crawlers.\nDisallow: /go/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
}
