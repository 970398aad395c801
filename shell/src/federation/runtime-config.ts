import { REMOTE_NAMES } from '@toolverse/shared-content';
import type { RemoteManifest, SiteConfig } from '@toolverse/shared-content/runtime-config';

/** Where the deployment serves its run-time configuration; none of it is in the shell's build. */
export const REMOTE_MANIFEST_URL = '/remotes.json';
export const SITE_CONFIG_URL = '/site-config.json';

/**
 * A run-time configuration file the browser cannot use, named with its bad entry. The servers check
 * these files in full before serving them (shared-content's schemas, in server/src/runtime-config.ts
 * and tooling/production/site-input.ts) and keep a file's last good version when it turns bad. The
 * browser checks only what it relies on, so that a file edited in place behind a static server fails
 * with this message rather than a TypeError, without a schema library in every reader's download.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const invalid = (source: string, where: string, message: string) => new ConfigError(`${source} is invalid:\n  ${where}: ${message}`);

/** remotes.json: every remote of the registry, each with the absolute URL of its mf-manifest.json. */
export function checkRemoteManifest(value: unknown, source: string): RemoteManifest {
  if (!isObject(value) || !isObject(value.remotes)) throw invalid(source, '(top level)', 'must be an object with "remotes"');
  const { remotes } = value;
  for (const name of REMOTE_NAMES) {
    const remote = remotes[name];
    if (!httpUrl(isObject(remote) ? remote.entry : undefined)?.pathname.endsWith('.json')) {
      throw invalid(source, `remotes.${name}.entry`, "must be an absolute http(s) URL of the remote's mf-manifest.json");
    }
  }
  return value as unknown as RemoteManifest;
}

/** site-config.json: the newsletter service's origin ("" for this site) and optional http(s) social links. */
export function checkSiteConfig(value: unknown, source: string): SiteConfig {
  const host = isObject(value) && isObject(value.newsletter) ? value.newsletter.host : undefined;
  if (typeof host !== 'string' || !(host === '' || /^https?:\/\/[^/\s]+$/.test(host))) {
    throw invalid(source, 'newsletter.host', 'must be an http(s) origin without a path or trailing slash, or "" for this site');
  }
  const { social } = value as JsonObject;
  if (social !== undefined) {
    if (!isObject(social)) throw invalid(source, 'social', 'must be an object');
    for (const [network, link] of Object.entries(social)) {
      // Social links become hrefs: anything but http(s) (javascript:, data:) is refused.
      if (link !== undefined && !httpUrl(link)) throw invalid(source, `social.${network}`, 'must be an absolute http(s) URL');
    }
  }
  return value as unknown as SiteConfig;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ConfigError(`${url} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ConfigError(`${url} is not valid JSON`);
  }
}

/** One fetch per page load; a failed one is forgotten so the next call tries again. */
function memoized<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadRemoteManifest = memoized<RemoteManifest>(async () =>
  checkRemoteManifest(await fetchJson(REMOTE_MANIFEST_URL), REMOTE_MANIFEST_URL),
);

export const loadSiteConfig = memoized<SiteConfig>(async () => checkSiteConfig(await fetchJson(SITE_CONFIG_URL), SITE_CONFIG_URL));
