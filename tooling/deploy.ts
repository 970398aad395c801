// Where published remote versions live, and how a remote's entry URL maps back to the build behind
// it. A published version is immutable: tooling/publish.ts copies a build into
//   <DEPLOY_DIR>/<remote>/releases/<id>/dist          the browser build, served at /releases/<id>/
//   <DEPLOY_DIR>/<remote>/releases/<id>/dist-server   its Node build, for prerendering its pages
// and keeps <DEPLOY_DIR>/<remote>/releases.json (the history and the version in force).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type RemoteName } from './apps.ts';
import { deployDir, type Env } from './environment.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The URL path under which a remote's server answers its published versions. */
export const RELEASES_PATH = '/releases/';

export function releasesDir(remote: string, env: Env = process.env): string {
  return path.join(deployDir(env), remote, 'releases');
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

export function buildDirsFor(remote: RemoteName, entryUrl: string, env: Env = process.env): BuildDirs {
  let pathname = '';
  try {
    pathname = new URL(entryUrl).pathname;
  } catch {
    // Not a URL: the manifest's schema reports it; fall back to the workspace build.
  }
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(pathname);
  const id = match?.[1];
  if (id && RELEASE_ID.test(id)) {
    const dir = path.join(releasesDir(remote, env), id);
    if (!existsSync(dir))
      throw new Error(`the ${remote} entry names release ${id}, which is not in ${path.relative(ROOT, releasesDir(remote, env))}`);
    return { dist: path.join(dir, 'dist'), distServer: path.join(dir, 'dist-server'), release: id };
  }
  const workspace = path.join(ROOT, APPS[remote].dir);
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

export function readReleases(remote: RemoteName, env: Env = process.env): Releases {
  const file = path.join(deployDir(env), remote, 'releases.json');
  if (!existsSync(file)) return { current: null, history: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as Releases;
}
