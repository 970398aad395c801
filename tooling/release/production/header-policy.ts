// The header policy the generated configurations apply, taken from the functions the Node servers
// apply too (platform/headers.ts, platform/limits.ts), so the two ways of serving cannot drift.
import {
  baseHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  openFileHeaders,
  pageHeaders,
  remoteFileHeaders,
} from '../../../platform/headers.ts';
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../platform/limits.ts';
import { connectOrigins } from '../../../platform/site-config.ts';
import { assetOrigins } from '../../../platform/environment.ts';
import type { RuntimeConfig } from './site-input.ts';

export type Headers = Readonly<Record<string, string>>;

export interface HeaderPolicy {
  /** On every answer. */
  common: Headers;
  /** On every HTML answer (pages, the not-found page), with the CSP for this configuration. */
  html: Headers;
  /** On a remote's files. */
  remoteCors: Headers;
  /** On the prerender's public files (feeds, the open data). */
  openFiles: Headers;
  /** Cache-Control of a static file by its URL path. */
  cacheControlFor: (pathname: string) => string;
  /** The file names that cacheControlFor treats as content-hashed (a web server matches these). */
  hashedFile: RegExp;
  /** What HTML, redirects and the run-time configuration are sent with. */
  revalidate: string;
  /** The Node servers' time limits: a whole request, and an idle keep-alive connection. */
  timeouts: { requestSeconds: number; keepAliveSeconds: number };
}

/** webpack's content-hashed names, as cacheControlFor recognises them (checked by checkCachePolicy). */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|avif|jpg)$/;

/**
 * The CSP's script and style origins: the operator's allowlist, ASSET_ORIGINS, else the site's own
 * origin (SITE_URL), as for the Node server. Never the origins the remote manifest names: the CSP is
 * what stops a tampered manifest, so it cannot be made from one. A manifest entry outside the
 * allowlist stops the generator, naming ASSET_ORIGINS.
 */
export function assetOriginsFor(config: RuntimeConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.ASSET_ORIGINS ? assetOrigins(env) : [];
  const allowlist = assetOrigins(env);
  const outside = Object.entries(config.remotes.remotes).filter(([, remote]) => !allowlist.includes(new URL(remote.entry).origin));
  if (outside.length > 0) {
    const named = outside.map(([name, remote]) => `${name} on ${new URL(remote.entry).origin}`).join(', ');
    throw new Error(
      listed.length
        ? `ASSET_ORIGINS (${listed.join(', ')}) does not list the origin of every remote in the manifest: ${named}`
        : `ASSET_ORIGINS is not set, and the manifest has remotes outside the site's origin (${allowlist[0]}): ${named}. Set ASSET_ORIGINS to every origin allowed to serve the site's scripts and styles`,
    );
  }
  return allowlist;
}

/**
 * The generated configurations listen on plain http behind whatever terminates TLS (a CDN, a load
 * balancer), so HSTS is left to that layer, as the Node server sends it only over https.
 * `inlineScripts` are the CSP hashes of the pages' inline scripts (routes.json, from the prerender).
 */
export function headerPolicy(
  config: RuntimeConfig,
  inlineScripts: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): HeaderPolicy {
  const csp = contentSecurityPolicy({
    assetOrigins: assetOriginsFor(config, env),
    connectOrigins: connectOrigins(config.siteConfig),
    inlineScripts,
  });
  const common = baseHeaders();
  const html = Object.fromEntries(Object.entries(pageHeaders({ csp, https: false })).filter(([name]) => !(name in common)));
  const remoteCors = Object.fromEntries(Object.entries(remoteFileHeaders()).filter(([name]) => !(name in common)));
  return {
    common,
    html,
    remoteCors,
    openFiles: openFileHeaders(),
    cacheControlFor,
    hashedFile: HASHED_FILE,
    revalidate: cacheControlFor('/index.html'),
    timeouts: { requestSeconds: REQUEST_TIMEOUT_MS / 1000, keepAliveSeconds: KEEP_ALIVE_TIMEOUT_MS / 1000 },
  };
}
