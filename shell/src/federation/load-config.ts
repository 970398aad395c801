import {
  ConfigError,
  RemoteManifestSchema,
  SiteConfigSchema,
  parseConfig,
  type RemoteManifest,
  type SiteConfig,
} from '@toolverse/shared-content/site/config-schema';

/** Where the deployment serves its run-time configuration; none of it is in the shell's build. */
export const REMOTE_MANIFEST_URL = '/remotes.json';
export const SITE_CONFIG_URL = '/site-config.json';

/**
 * The browser checks what it fetched with the schemas the servers check the files with before
 * serving them (server/src/served-config.ts, tooling/release/production/site-input.ts; they also keep a
 * file's last good version when it turns bad), so a file edited in place behind a static server
 * fails with a ConfigError naming the entry rather than a TypeError.
 */
export const checkRemoteManifest = (value: unknown, source: string): RemoteManifest => parseConfig(RemoteManifestSchema, value, source);

export const checkSiteConfig = (value: unknown, source: string): SiteConfig => parseConfig(SiteConfigSchema, value, source);

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
