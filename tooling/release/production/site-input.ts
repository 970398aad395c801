// What the generated server configurations are made from: the prerendered site's routes, the
// run-time configuration in force (validated with the schemas the browser uses) and the files of
// every build. Everything is read and checked here, so the renderers are pure functions.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, RemoteManifestSchema, SiteConfigSchema, parseConfig } from '@toolverse/shared-content/site/config-schema';
import { parseRoutes, type Routes } from '../../../platform/routes-file.ts';
import { localRemoteManifest } from '../../../platform/apps.ts';
import { siteOrigin } from '../../../platform/environment.ts';
import { localSiteConfig, type RuntimeConfig } from '../../../platform/site-config.ts';
import { messageOf, readJson } from '../../../platform/read-json.ts';

export type { Routes, RuntimeConfig };

export function readRoutes(pagesDir: string): Routes {
  const file = path.join(pagesDir, 'routes.json');
  try {
    return parseRoutes(readJson(file, 'the prerendered routes'));
  } catch (error) {
    throw new Error(`${file} is not as tooling/prerender/index.ts writes it: ${messageOf(error)}`);
  }
}

/**
 * The remote manifest and site config a server answers: the files given (as REMOTES_FILE and
 * SITE_CONFIG_FILE name them for the Node server), else the local defaults. A file of the wrong
 * shape stops the generator with the entry named, before any configuration is written.
 */
export function readRuntimeConfig(
  files: { remotesFile?: string | undefined; siteConfigFile?: string | undefined },
  env = process.env,
): RuntimeConfig {
  // What `npm start` serves when no file is named: every remote under /_remotes/ of the site's origin.
  const defaults = { '/remotes.json': localRemoteManifest(siteOrigin(env)), '/site-config.json': localSiteConfig(env) };
  const read = (file: string | undefined, fallback: unknown, what: string) => (file ? readJson(file, what) : fallback);
  try {
    return {
      remotes: parseConfig(
        RemoteManifestSchema,
        read(files.remotesFile, defaults['/remotes.json'], 'the remote manifest'),
        files.remotesFile ?? 'the local remote manifest',
      ),
      siteConfig: parseConfig(
        SiteConfigSchema,
        read(files.siteConfigFile, defaults['/site-config.json'], 'the site config'),
        files.siteConfigFile ?? 'the local site config',
      ),
    };
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(error.message);
    throw error;
  }
}

/** Every file under a folder, as URL paths relative to it ('/main.1234abcd.js'). */
export function servedFiles(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? servedFiles(path.join(dir, entry.name), `${base}/${entry.name}`) : [`${base}/${entry.name}`],
  );
}
