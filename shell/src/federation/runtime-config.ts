import {
  parseConfig,
  RemoteManifestSchema,
  SiteConfigSchema,
  ConfigError,
  type RemoteManifest,
  type SiteConfig,
} from '@toolverse/shared-content/runtime-config';

/** Where the deployment serves its run-time configuration; none of it is in the shell's build. */
export const REMOTE_MANIFEST_URL = '/remotes.json';
export const SITE_CONFIG_URL = '/site-config.json';

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
  parseConfig(RemoteManifestSchema, await fetchJson(REMOTE_MANIFEST_URL), REMOTE_MANIFEST_URL),
);

export const loadSiteConfig = memoized<SiteConfig>(async () =>
  parseConfig(SiteConfigSchema, await fetchJson(SITE_CONFIG_URL), SITE_CONFIG_URL),
);
