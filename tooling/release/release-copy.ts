// A remote's build as a release: its id (the time and the hash of its entry), its copy into the
// deploy folder, and the build that was live before a remote's first publish, recorded so rollback
// can return to it. Used by publish.ts.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../platform/apps.ts';
import { buildDirsFor, releasesDir as releasesDirIn, type Release } from '../../platform/layout.ts';
import { deployDir as deployDirIn, type Env } from '../../platform/environment.ts';
import { ensureVariants } from '../bundle/precompress.ts';
import { PublishError, readManifest } from './site-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const deployDir = (env: Env) => deployDirIn(env, ROOT);
const releasesDir = (remote: RemoteName, env: Env) => releasesDirIn(deployDir(env), remote);

export function releaseIdFor(dist: string, now = new Date()): string {
  const hash = createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) hash.update(readFileSync(path.join(dist, name)));
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${hash.digest('hex').slice(0, 8)}`;
}

/** Copies a build (dist/ and dist-server/) into a new immutable release; returns its id. */
export function copyRelease(remote: RemoteName, dist: string, distServer: string, env: Env, id = releaseIdFor(dist)): string {
  const target = path.join(releasesDir(remote, env), id);
  if (existsSync(target)) throw new PublishError(`release ${id} exists already`);
  cpSync(dist, path.join(target, 'dist'), { recursive: true });
  ensureVariants(path.join(target, 'dist'));
  cpSync(distServer, path.join(target, 'dist-server'), { recursive: true });
  return id;
}

/**
 * Before a remote's first publish: the build the site runs (the workspace build behind the
 * manifest's entry) becomes a release at the head of the history, so rollback can return to it.
 * Nothing is recorded when that build is the one being published (same manifest and entry).
 */
export function recordLiveBuild(remote: RemoteName, dist: string, env: Env, log: (line: string) => void): Release[] {
  const {
    dist: liveDist,
    distServer: liveServer,
    release,
  } = buildDirsFor(remote, readManifest(env).remotes?.[remote]?.entry ?? '', {
    root: ROOT,
    deployDir: deployDir(env),
  });
  if (release !== null || !existsSync(path.join(liveDist, 'mf-manifest.json')) || !existsSync(path.join(liveServer, 'server.cjs')))
    return [];
  if (releaseIdFor(liveDist).slice(-8) === releaseIdFor(dist).slice(-8)) {
    log('publish: the build live before is the one being published; there is no other to record');
    return [];
  }
  const id = copyRelease(remote, liveDist, liveServer, env);
  log(`publish: recorded the build live before the first publish as ${id} (rollback returns to it)`);
  return [
    { id, publishedAt: new Date().toISOString(), from: `${path.relative(ROOT, path.dirname(liveDist))} (live before the first publish)` },
  ];
}
