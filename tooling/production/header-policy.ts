// The header policy the generated configurations apply, taken from the Node server's own functions
// so the two servers cannot drift: this file is the one place that knows where they live.
import { COMMON_HEADERS, HASHED, REMOTE_CORS_HEADERS, cacheControlFor, htmlSecurityHeaders } from '../serve.mjs';
import type { RuntimeConfig } from './site-input.ts';

export type Headers = Readonly<Record<string, string>>;

export interface HeaderPolicy {
  /** On every answer. */
  common: Headers;
  /** On every HTML answer (pages, the not-found page), with the CSP for this configuration. */
  html: Headers;
  /** On a remote's files. */
  remoteCors: Headers;
  /** Cache-Control of a static file by its URL path. */
  cacheControlFor: (pathname: string) => string;
  /** The file names that cacheControlFor treats as content-hashed (a web server matches these). */
  hashedFile: RegExp;
  /** What HTML, redirects and the run-time configuration are sent with. */
  revalidate: string;
}

export function headerPolicy(config: RuntimeConfig): HeaderPolicy {
  return {
    common: COMMON_HEADERS,
    html: htmlSecurityHeaders({ '/remotes.json': config.remotes, '/site-config.json': config.siteConfig }),
    remoteCors: REMOTE_CORS_HEADERS,
    cacheControlFor,
    hashedFile: HASHED,
    revalidate: cacheControlFor('/index.html'),
  };
}
