// The run-time configuration the shell serves (/remotes.json, /site-config.json), checked the way
// the browser checks it (shared-content's schemas) and against the operator's allowlist before any
// page is told to load code from it.
import { RemoteManifestSchema, SiteConfigSchema, parseConfig, type RemoteManifest } from '@toolverse/shared-content/site/config-schema';
import { localRemoteManifest } from '../../platform/apps.ts';
import { localSiteConfig, type RuntimeConfig } from '../../platform/site-config.ts';

export { connectOrigins } from '../../platform/site-config.ts';
import type { Env } from '../../platform/environment.ts';
import { ConfigError } from './config';
import { watchedFile } from './watched-file';

export type { RuntimeConfig };

/**
 * A remote manifest whose every entry lies on an allowlisted origin, or the reason it is refused,
 * naming the entry: the CSP would block it anyway, but an operator should read why in the log, not
 * in a reader's console.
 */
export function checkRemoteManifest(value: unknown, assetOrigins: readonly string[], source: string): RemoteManifest {
  const manifest = parseConfig(RemoteManifestSchema, value, source);
  for (const [remote, { entry }] of Object.entries(manifest.remotes)) {
    const origin = new URL(entry).origin;
    if (!assetOrigins.includes(origin)) {
      throw new ConfigError(
        `${source}: the ${remote} entry ${entry} is on ${origin}, which is not in ASSET_ORIGINS (${assetOrigins.join(', ')})`,
      );
    }
  }
  return manifest;
}

export interface RuntimeConfigOptions {
  /** The variables of the local site config (NEWSLETTER_HOST, NEWSLETTER_PORT), used when no file is named. */
  env: Env;
  /** REMOTES_FILE and SITE_CONFIG_FILE, resolved; unset, the local defaults apply. */
  remotesFile?: string | undefined;
  siteConfigFile?: string | undefined;
  siteOrigin: string;
  assetOrigins: readonly string[];
  /** Told why a changed file was refused (its last good version stays in force). */
  onRejected: (reason: string) => void;
}

/**
 * The configuration in force: from the files named by REMOTES_FILE and SITE_CONFIG_FILE (re-read
 * when they change: a publish rewrites remotes.json and the next page load uses it), else the
 * local defaults. Throws ConfigError at start if a file or a default is unusable.
 */
export function runtimeConfigSource({
  env,
  remotesFile,
  siteConfigFile: siteFile,
  siteOrigin,
  assetOrigins,
  onRejected,
}: RuntimeConfigOptions): () => RuntimeConfig {
  try {
    const remotes = remotesFile
      ? watchedFile({
          file: remotesFile,
          label: `REMOTES_FILE=${remotesFile}`,
          accept: (value) => checkRemoteManifest(value, assetOrigins, 'remotes.json'),
          onRejected,
        })
      : constant(checkRemoteManifest(localRemoteManifest(siteOrigin), assetOrigins, 'the default remote manifest'));
    const site = siteFile
      ? watchedFile({
          file: siteFile,
          label: `SITE_CONFIG_FILE=${siteFile}`,
          accept: (value) => parseConfig(SiteConfigSchema, value, 'site-config.json'),
          onRejected,
        })
      : constant(parseConfig(SiteConfigSchema, localSiteConfig(env), 'the default site config'));
    return () => ({ remotes: remotes(), siteConfig: site() });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

const constant =
  <T>(value: T) =>
  () =>
    value;
