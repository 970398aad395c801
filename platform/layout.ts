// The file layout of a build: where the prerender writes and how a URL maps to its file, where
// published remote releases live and which build stands behind a remote's entry URL. The servers
// (server/), the build and release tools (tooling/), the nginx generation and the bench share it.
// Every folder is a parameter: the caller resolves it from the environment (./environment.ts) and
// the checkout it sits in.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type RemoteName } from './apps.ts';

export const ROUTES_FILE = 'routes.json';
/** Where the stylesheets merged for a page are written and served (server/src/shell.ts). */
export const STYLES_DIR = '_styles';

/** /blog?category=Tool%20Battles -> blog/index.category%3DTool%2BBattles.html */
export function fileForUrl(url: string): string {
  const { pathname, search } = new URL(url, 'http://site');
  const query = new URLSearchParams(search).toString();
  const dir = pathname.replace(/^\/+|\/+$/g, '');
  const name = query ? `index.${encodeURIComponent(query)}.html` : 'index.html';
  return dir ? `${dir}/${name}` : name;
}

/** An app's browser build in the checkout (`root`). */
export const appDist = (root: string, app: keyof typeof APPS): string => path.join(root, APPS[app].dir, 'dist');

// A published version is immutable: tooling/release/publish.ts copies a build into
//   <deployDir>/<remote>/releases/<id>/dist          the browser build, served at /releases/<id>/
//   <deployDir>/<remote>/releases/<id>/dist-server   its Node build, for prerendering its pages
// and keeps <deployDir>/<remote>/releases.json (the history and the version in force).

/** The URL path under which a remote's server answers its published versions. */
export const RELEASES_PATH = '/releases/';

export function releasesDir(deployDir: string, remote: string): string {
  return path.join(deployDir, remote, 'releases');
}

/** A release id: a sortable UTC time and the first 8 hex digits of the build's content hash. */
export const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

/**
 * The browser and Node builds behind a remote's entry URL: a published release when the entry
 * points at /releases/<id>/mf-manifest.json, else the remote's own workspace build.
 */
export interface BuildDirs {
  dist: string;
  distServer: string;
  /** The release id, or null for the workspace's own build. */
  release: string | null;
}

/** Where a checkout's builds and releases are: the checkout, and its deploy folder (DEPLOY_DIR). */
export interface CheckoutDirs {
  root: string;
  deployDir: string;
}

export function buildDirsFor(remote: RemoteName, entryUrl: string, { root, deployDir }: CheckoutDirs): BuildDirs {
  let pathname = '';
  try {
    pathname = new URL(entryUrl).pathname;
  } catch {
    // Not a URL: the manifest's schema reports it; fall back to the workspace build.
  }
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(pathname);
  const id = match?.[1];
  if (id && RELEASE_ID.test(id)) {
    const dir = path.join(releasesDir(deployDir, remote), id);
    if (!existsSync(dir))
      throw new Error(`the ${remote} entry names release ${id}, which is not in ${path.relative(root, releasesDir(deployDir, remote))}`);
    return { dist: path.join(dir, 'dist'), distServer: path.join(dir, 'dist-server'), release: id };
  }
  const workspace = path.join(root, APPS[remote].dir);
  return { dist: path.join(workspace, 'dist'), distServer: path.join(workspace, 'dist-server'), release: null };
}

export interface Release {
  id: string;
  publishedAt: string;
  /** The folder the build was published from, relative to the project. */
  from: string;
}

/** A remote's releases.json: every published version, oldest first, and the one in force. */
export interface Releases {
  current: string | null;
  history: Release[];
}

export function readReleases(deployDir: string, remote: RemoteName): Releases {
  const file = path.join(deployDir, remote, 'releases.json');
  if (!existsSync(file)) return { current: null, history: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as Releases;
}
