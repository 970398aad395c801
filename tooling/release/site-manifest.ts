// The site's remote manifest (remotes.json) as publish reads and switches it: where the shell loads
// each remote from, where a release of a remote is served, and the checks a build passes before it
// may go live (the shell's compatibility rule, the origins the operator allows). Used by publish.ts.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as Contracts from '@toolverse/contracts';
import type { Compatibility } from '@toolverse/contracts';
import { localRemoteManifest, type RemoteName } from '../../platform/apps.ts';
import { messageOf, readJson } from '../../platform/read-json.ts';
import { RELEASES_PATH } from '../../platform/layout.ts';
import { assetOrigins, deployDir as deployDirIn, publishBaseUrl, remotesFile, siteOrigin, type Env } from '../../platform/environment.ts';
import { writeWithVariants } from '../bundle/precompress.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** A publish or rollback refused, with the reason the command prints. */
export class PublishError extends Error {}

/** The site's remote manifest (remotes.json): where the shell loads each remote from. */
export interface SiteManifest {
  remotes?: Partial<Record<RemoteName, { entry: string }>>;
}

/** The site's remote manifest, with brotli and gzip variants for a static server that serves it as a file. */
const writeManifest = (file: string, value: SiteManifest) => writeWithVariants(file, `${JSON.stringify(value, null, 2)}\n`);

export function manifestFile(env: Env = process.env): string {
  return remotesFile(env, ROOT) ?? path.join(deployDirIn(env, ROOT), 'remotes.json');
}

export function readManifest(env: Env): SiteManifest {
  const file = manifestFile(env);
  if (!existsSync(file)) return localRemoteManifest(siteOrigin(env));
  try {
    return readJson<SiteManifest>(file, 'the remote manifest');
  } catch (error) {
    throw new PublishError(`${messageOf(error)}; fix or remove it first`);
  }
}

/** The contracts' Node build, as the prerender uses it (it exists once the site is built). */
const contracts = () => require('@toolverse/contracts') as Pick<typeof Contracts, 'CONTRACTS_VERSION' | 'compatibility' | 'remoteEntryOf'>;

/**
 * The shell's own verdict on this build ({ refusal, warning }), checked before anything goes live:
 * the shell's dependency ranges, the contract version and the federation runtime of this checkout,
 * which the shell is built from.
 */
export function compatibilityOf(manifest: unknown): Compatibility {
  const { CONTRACTS_VERSION, compatibility } = contracts();
  const shell = readJson<{ dependencies: Record<string, string> }>(path.join(ROOT, 'shell', 'package.json')).dependencies;
  // The federation runtime the shell's build carries, which a remote's entry runs on.
  const federation = readJson<{ version: string }>(path.join(ROOT, 'node_modules/@module-federation/runtime-core/package.json'));
  return compatibility(manifest, { dependencies: shell, contractsVersion: CONTRACTS_VERSION, federationVersion: federation.version });
}

/** Where a release of `remote` is served: the remote's current home (or PUBLISH_BASE_URL), under releases/<id>/. */
export function releaseManifestUrl(remote: RemoteName, id: string, env: Env): string {
  const current = readManifest(env).remotes?.[remote]?.entry;
  if (!current) throw new PublishError(`the site's remote manifest has no entry for ${remote}`);
  // The remote's home: where its manifest is now, less any release folder (a path prefix stays).
  const home = new URL(current);
  home.pathname = home.pathname.replace(/(?:releases\/[^/]+\/)?mf-manifest\.json$/, '');
  const base = new URL(publishBaseUrl(env) ?? home.href);
  return new URL(`${RELEASES_PATH.slice(1)}${id}/mf-manifest.json`, base).href;
}

/**
 * Where the browser would load this build's entry from once live, refused unless on an origin the
 * operator allows (ASSET_ORIGINS, else SITE_URL's): the rule the shell applies in the browser.
 */
export function checkEntryOrigin(remote: RemoteName, manifest: unknown, id: string, env: Env): void {
  const manifestUrl = releaseManifestUrl(remote, id, env);
  const allowed = assetOrigins(env);
  if (!allowed.includes(new URL(manifestUrl).origin)) {
    throw new PublishError(
      `${remote} cannot go live: its release would be served from ${new URL(manifestUrl).origin}, which ASSET_ORIGINS does not list`,
    );
  }
  try {
    contracts().remoteEntryOf(manifest, manifestUrl, allowed);
  } catch (error) {
    throw new PublishError(`${remote} cannot go live: ${messageOf(error)}`);
  }
}

/** Points the site's manifest at a release of `remote`, keeping the remote's current origin. */
export function switchTo(remote: RemoteName, id: string, env: Env): string {
  const manifest = readManifest(env);
  if (!manifest.remotes?.[remote]) throw new PublishError(`the site's remote manifest has no entry for ${remote}`);
  const entry = releaseManifestUrl(remote, id, env);
  manifest.remotes[remote] = { ...manifest.remotes[remote], entry };
  writeManifest(manifestFile(env), manifest);
  return entry;
}
