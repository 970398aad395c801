// `_headers` and `_redirects` for static hosts that read them (Netlify, Cloudflare Pages), for a
// publish folder laid out as the site's origin: the pages and the shell's assets at its root, each
// remote under /_remotes/<remote>/. Pure, like nginx.ts.
import type { HeaderPolicy } from './header-policy.ts';
import type { Routes } from './site-input.ts';

/**
 * Headers by path. These hosts add every rule that matches a path, joining repeated headers, so
 * the site-wide rule sets only what holds for every file and each content-hashed file gets its own
 * immutable rule; every other file keeps the hosts' default, revalidated on each use.
 */
export function headersFile(policy: HeaderPolicy, servedPaths: readonly string[], openPaths: readonly string[] = []): string {
  const rule = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ];
  const hashed = servedPaths.filter((pathname) => policy.cacheControlFor(pathname) !== policy.revalidate);
  return [
    // The CSP and frame rule matter on HTML; on other files they are inert, and a static host
    // cannot tell the two apart by path.
    ...rule('/*', { ...policy.common, ...policy.html }),
    ...rule('/_remotes/*', policy.remoteCors),
    // The feeds and the open data, readable from any origin.
    ...openPaths.filter((pathname) => servedPaths.includes(pathname)).flatMap((pathname) => rule(pathname, policy.openFiles)),
    ...hashed.flatMap((pathname) => rule(pathname, { 'Cache-Control': policy.cacheControlFor(pathname) })),
  ].join('\n');
}

/**
 * Alias slugs as permanent redirects. Tool links are not here: with a plain `/go/{id} {url} 302`
 * rule both hosts append the request's query to the destination (Netlify passes "all query string
 * parameters" on for 301/302; Cloudflare Pages keeps the incoming search unless the destination has
 * its own), so `?from=article` would reach the vendor. No rule form of either drops it without
 * adding a query of ours. See goPages.
 */
export function redirectsFile(routes: Routes): string {
  return `${Object.entries(routes.redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n')}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/**
 * Each tool's /go/{id} on a static host: a page (`go/{id}.html`, which both hosts serve at
 * `/go/{id}` whatever its query) that sends the reader on at once to the destination alone, with no
 * query and no referrer, and says where it goes for the moment it shows. No script, nothing counted
 * (no click service runs there); search engines are asked not to index or follow it. An unknown id
 * gets the host's 404 page.
 */
export function goPages(goDestinations: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(goDestinations).map(([id, url]) => {
      const destination = escapeHtml(url);
      const host = escapeHtml(new URL(url).hostname.replace(/^www\./, ''));
      const html = [
        '<!doctype html>',
        '<html lang="en">',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex, nofollow">',
        '<meta name="referrer" content="no-referrer">',
        `<meta http-equiv="refresh" content="0; url=${destination}">`,
        `<title>Going to ${host} | Toolverse</title>`,
        `<p>Going to <a href="${destination}" rel="nofollow noreferrer">${host}</a>…</p>`,
        '',
      ].join('\n');
      return [`go/${id}.html`, html];
    }),
  );
}
