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
export function headersFile(policy: HeaderPolicy, servedPaths: readonly string[]): string {
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
    ...hashed.flatMap((pathname) => rule(pathname, { 'Cache-Control': policy.cacheControlFor(pathname) })),
  ].join('\n');
}

/**
 * Alias slugs as permanent redirects, and each tool's /go/{id} as a 302 to its destination (no click
 * service runs on a static host, so nothing is counted there); the hosts serve /404.html with 404
 * for unknown paths, unknown tools included. The query (?from=) is not part of a rule's match.
 */
export function redirectsFile(routes: Routes, goDestinations: Record<string, string>): string {
  return `${[
    ...Object.entries(routes.redirects).map(([from, to]) => `${from} ${to} 301`),
    ...Object.entries(goDestinations).map(([id, url]) => `/go/${id} ${url} 302`),
  ].join('\n')}\n`;
}
