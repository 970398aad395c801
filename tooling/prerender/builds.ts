// The builds the prerender renders with: the shell's Node build, each remote's (the workspace's or
// the published release the remote manifest in force points to), and shared-content's.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteServerModule } from '@toolverse/contracts';
import { APPS, REMOTE_NAMES, localRemoteManifest, type RemoteName } from '../../platform/apps.ts';
import { buildDirsFor, type CheckoutDirs } from '../../platform/layout.ts';
import type { SiteConfig } from '../../platform/site-config.ts';
import type { SocialCard } from './social-images.ts';
import { categoryById } from '@toolverse/shared-content/content/categories';
import { SITE_LOGO, SITE_NAME } from '@toolverse/shared-content/site/constants';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { paths, remoteForPath } from '@toolverse/shared-content/site/paths';
import { ROOT, fail } from './errors.ts';
import { messageOf, readJson } from '../../platform/read-json.ts';

const require = createRequire(import.meta.url);

export interface Rendered {
  status: number;
  head: string;
  body: string;
  /** The page's social preview, from its <PageMeta>. */
  social?: SocialCard;
}

/** What the shell's Node build exports (shell/src/server.tsx). */
export interface ShellServer {
  renderPage: (
    url: string,
    remotes: Partial<Record<RemoteName, RemoteServerModule>>,
    siteUrl: string,
    siteConfig: SiteConfig,
  ) => Promise<Rendered>;
  /** The logo mark's SVG markup, drawn as the publisher logo of structured data. */
  logoSvg?: () => string;
  /** The shell's own islands, by name (shell/src/shared/shell-islands.ts). */
  SHELL_ISLAND_NAMES?: readonly string[];
  /** The pages' speculation rules, as JSON (shell/src/speculation-rules.ts). */
  SPECULATION_RULES?: string;
  /** The shell's own pages (shell/src/pages/shell-pages.tsx). */
  SHELL_PAGE_PATHS?: readonly string[];
}

/** The parts of shared-content the prerender reads (typed by the package itself). */
export type SharedContent = ReturnType<typeof sharedContent>;

/** The remote manifest the site runs on (remotes.json). */
export interface RemoteManifest {
  remotes?: Partial<Record<RemoteName, { entry?: string }>>;
}

export function requireBuild<T>(dir: string, what: string, distServer = path.join(ROOT, dir, 'dist-server')): T {
  const file = path.join(distServer, 'server.cjs');
  if (!existsSync(file)) fail(`${what}: ${path.relative(ROOT, file)} is missing; run "npm run build -w ${dir}" first`);
  return require(file) as T;
}

/**
 * shared-content's parts the prerender reads, by their subpaths: plain data and functions, with no
 * state to share with the shell's and the remotes' Node builds (what has some goes through its Node build).
 */
export const sharedContent = () => ({ remoteForPath, HOME_WIDGETS, categoryById, SITE_NAME, paths, SITE_LOGO });

/** The remote's entry in the manifest in force; a manifest without one cannot be prerendered. */
export function entryOf(remote: RemoteName, manifest: RemoteManifest): string {
  const entry = manifest.remotes?.[remote]?.entry;
  if (!entry) fail(`the remote manifest has no entry for ${remote}`);
  return entry;
}

/** The builds behind the remote's entry in the manifest in force: a published release, or the workspace's. */
function remoteBuild(remote: RemoteName, manifest: RemoteManifest, dirs: CheckoutDirs) {
  try {
    return buildDirsFor(remote, manifest.remotes?.[remote]?.entry ?? '', dirs);
  } catch (error) {
    fail(messageOf(error));
  }
}

export function remoteManifest(siteUrl: string, remotesFile: string | undefined): RemoteManifest {
  return remotesFile ? readJson<RemoteManifest>(remotesFile, 'the remote manifest') : localRemoteManifest(siteUrl);
}

/**
 * Each remote's Node build, behind its entry in the manifest in force, checked against what the
 * site declares of it: the home widgets it must render (shared-content's HOME_WIDGETS), no more.
 */
export function remoteServers(
  manifest: RemoteManifest,
  content: SharedContent,
  dirs: CheckoutDirs,
): Record<RemoteName, RemoteServerModule> {
  const servers = {} as Record<RemoteName, RemoteServerModule>;
  for (const remote of REMOTE_NAMES) {
    const { server } = requireBuild<{ server?: RemoteServerModule }>(
      APPS[remote].dir,
      `the ${remote} remote`,
      remoteBuild(remote, manifest, dirs).distServer,
    );
    if (!server || !Array.isArray(server.routes) || !Array.isArray(server.pages)) {
      fail(`${APPS[remote].dir}/dist-server/server.cjs must export server = { routes, pages, redirects? }`);
    }
    const declared = Object.values(content.HOME_WIDGETS)
      .filter((widget) => widget.remote === remote)
      .map((widget) => widget.name);
    const given = Object.keys(server.widgets ?? {});
    if (declared.sort().join() !== given.sort().join()) {
      fail(
        `the ${remote} remote's Node build renders the home widgets [${given.join(', ')}], and HOME_WIDGETS declares [${declared.join(', ')}] for it`,
      );
    }
    servers[remote] = server;
  }
  return servers;
}
