// The site's header policy, as pure functions: the Node servers (server/src/) apply it to every
// answer, and a generated web-server configuration (nginx, _headers) can import the same functions,
// so two ways of serving the site cannot drift apart.
import { createHash } from 'node:crypto';

/** What the Content-Security-Policy allows besides the site itself. */
export interface CspSources {
  /** Origins allowed to serve scripts and stylesheets: the operator's allowlist (ASSET_ORIGINS). */
  assetOrigins: readonly string[];
  /** Further origins pages may call (the newsletter host). */
  connectOrigins?: readonly string[];
  /** The hashes of the inline scripts the pages carry ('sha256-…', see inlineSource), checked by whoever read them. */
  inlineScripts?: readonly string[];
}

/** A CSP source that allows exactly this inline script or style: its SHA-256, base64, quoted. */
export function inlineSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** What inlineSource gives, and nothing else a CSP would take as a script source. */
export const INLINE_SCRIPT_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The pages' Content-Security-Policy: scripts and styles only from the site and the allowlisted
 * origins; no eval; no inline script but the ones named by hash (the island loader, the speculation
 * rules; JSON-LD is data, not script); no inline style element; inline
 * style attributes (the prerendered HTML carries a few, e.g. a progress bar's width);
 * connections to the same origins and the newsletter host; images from the site and data: URLs
 * (the cover art); no framing.
 */
export function contentSecurityPolicy({ assetOrigins, connectOrigins = [], inlineScripts = [] }: CspSources): string {
  const sources = (...extra: readonly string[]) => unique(["'self'", ...extra]).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...assetOrigins, ...inlineScripts)}`,
    `style-src ${sources(...assetOrigins)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources(...assetOrigins, ...connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features no page of the site uses: a script injected into a page cannot use them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** One year, the preload lists' minimum. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Sent with every answer of every server of the site. */
export function baseHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The headers of an HTML page (and of every other answer of the shell: a JSON or XML answer
 * opened as a document gets the same protection). HSTS only over https: sent over plain http it
 * is ignored at best, and it would pin a local site to https at worst.
 */
export function pageHeaders({ csp, https }: { csp: string; https: boolean }): Record<string, string> {
  return {
    ...baseHeaders(),
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * A remote's files, loadable from a page on another origin when the remote lives on its own host
 * (remotes.json may point anywhere the allowlist permits).
 */
export function remoteFileHeaders(): Record<string, string> {
  return { ...baseHeaders(), ...openFileHeaders() };
}

/**
 * A file of public data the prerender writes (the open data, the feeds, llms.txt): readable by a page
 * or a tool on any origin.
 */
export function openFileHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
}

/** webpack's content-hashed names (tooling/bundle/webpack.ts: `[name].[contenthash:8].ext`). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|avif|jpg)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache policy by path: a content-hashed file never changes, so it is cached for a year; anything
 * else (pages, remotes.json, site-config.json, a remote's mf-manifest.json and remoteEntry.js) is
 * revalidated on every use, so a publish or a rollback takes effect on the next page load.
 */
export function cacheControlFor(pathname: string): string {
  // A precompressed variant (main.0123abcd.js.br) is cached like the file it encodes.
  return HASHED.test(pathname.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache';
}

/** Source maps stay on the build machine unless an operator opts in (SERVE_SOURCE_MAPS=1). */
export function isSourceMap(pathname: string): boolean {
  return /\.map$/i.test(pathname);
}
