// Publishes one remote as a new immutable version and switches the site to it, or rolls it back,
// without touching the shell or the other remotes:
//
//   tsx tooling/release/publish.ts tools               publish mfe-tools' current build (dist/ and dist-server/)
//   tsx tooling/release/publish.ts tools --from <dir>  publish the build in <dir> (holding dist/ and dist-server/)
//   tsx tooling/release/publish.ts tools --keep <n>    keep n releases (default 5) when pruning after the publish
//   tsx tooling/release/publish.ts tools --rollback    switch back to the version before the current one
//   tsx tooling/release/publish.ts tools --list        the versions, newest last, the current one marked
//
// One publish or rollback runs at a time per deploy folder (tooling/release/release-lock.ts). The first
// publish of a remote first records the build that was live (the workspace build `npm run build`
// made) as a release, so rollback can return to it. After a publish, releases beyond --keep are
// removed, never the live one, the one before it or one a prerendered page names
// (tooling/release/prune-releases.ts). Its parts: the site's remote manifest and the checks before a
// build goes live (site-manifest.ts), a build copied as a release (release-copy.ts).
//
// The version is copied to <DEPLOY_DIR>/<remote>/releases/<id>/ (DEPLOY_DIR defaults to deploy/),
// where the remote's server answers it under /releases/<id>/; older versions stay, so pages opened
// before the switch keep loading their chunks. The switch is one write of the site's remote
// manifest (REMOTES_FILE, default <DEPLOY_DIR>/remotes.json; the shell serves it with no-cache, so
// the next page load uses it), then the remote's pages are prerendered again.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, REMOTE_NAMES, isRemoteName, type RemoteName } from '../../platform/apps.ts';
import { messageOf } from '../../platform/read-json.ts';
import {
  RELEASE_ID,
  ROUTES_FILE,
  readReleases as readReleasesIn,
  releasesDir as releasesDirIn,
  type Releases,
} from '../../platform/layout.ts';
import { deployDir as deployDirIn, prerenderDir, siteConfigFile, type Env } from '../../platform/environment.ts';
import { prerender } from '../prerender/index.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import { writeAtomically } from '../bundle/write-atomically.ts';
import { acquireReleaseLock } from './release-lock.ts';
import { DEFAULT_KEEP, parseKeep, pruneReleases } from './prune-releases.ts';
import { copyRelease, recordLiveBuild, releaseIdFor } from './release-copy.ts';
import { PublishError, checkEntryOrigin, compatibilityOf, manifestFile, switchTo } from './site-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// This checkout's folders, as the environment places them (DEPLOY_DIR, PRERENDER_DIR).
const deployDir = (env: Env) => deployDirIn(env, ROOT);
const releasesDir = (remote: RemoteName, env: Env) => releasesDirIn(deployDir(env), remote);
const readReleases = (remote: RemoteName, env: Env) => readReleasesIn(deployDir(env), remote);

type Log = (line: string) => void;

const writeJsonAtomically = (file: string, value: unknown) => writeAtomically(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Switches, then prerenders; if either fails, the manifest and the history are put back as they
 * were (and the pages prerendered for them again), so the site is never left half-switched.
 */
async function switchSafely(
  remote: RemoteName,
  id: string,
  env: Env,
  log: Log,
  prerenderPages: boolean,
  releases: Releases,
): Promise<string> {
  const file = manifestFile(env);
  const releasesFile = path.join(deployDir(env), remote, 'releases.json');
  const manifestBefore = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const releasesBefore = existsSync(releasesFile) ? readFileSync(releasesFile, 'utf8') : null;
  const restore = (target: string, text: string | null) => (text === null ? rmSync(target, { force: true }) : writeFileSync(target, text));
  const restoreManifest = (text: string | null) => {
    if (text !== null) return writeWithVariants(file, text);
    for (const name of [file, `${file}.br`, `${file}.gz`]) rmSync(name, { force: true });
  };
  try {
    const entry = switchTo(remote, id, env);
    writeJsonAtomically(releasesFile, releases);
    if (prerenderPages) await regeneratePages(remote, env, log);
    return entry;
  } catch (error) {
    restoreManifest(manifestBefore);
    restore(releasesFile, releasesBefore);
    if (prerenderPages && manifestBefore !== null) await regeneratePages(remote, env, () => {}).catch(() => {});
    throw new PublishError(`${messageOf(error)}; the site is back where it was`);
  }
}

/** Prerenders the remote's pages with the new manifest (the process's PRERENDER_DIR and DEPLOY_DIR). */
async function regeneratePages(remote: RemoteName, env: Env, log: Log): Promise<void> {
  const pagesDir = prerenderDir(env, ROOT);
  if (!existsSync(path.join(pagesDir, ROUTES_FILE))) {
    log(`publish: no prerendered site in ${path.relative(ROOT, pagesDir)} yet; its pages will be written by the next full prerender`);
    return;
  }
  const siteConfig = siteConfigFile(env, ROOT);
  const { pages } = await prerender({
    only: remote,
    remotesFile: manifestFile(env),
    ...(siteConfig ? { siteConfigFile: siteConfig } : {}),
    env,
  });
  log(`publish: ${pages} pages of ${remote} prerendered again`);
}

/** Runs `action` holding the deploy folder's publish lock. */
async function locked<T>(what: string, env: Env, log: Log, action: () => Promise<T>): Promise<T> {
  const lock = acquireReleaseLock(deployDir(env), what, log);
  try {
    return await action();
  } finally {
    lock.release();
  }
}

export interface PublishOptions {
  /** The folder holding the build (dist/ and dist-server/); the remote's workspace by default. */
  from?: string;
  /** Where DEPLOY_DIR, REMOTES_FILE, SITE_URL and PUBLISH_BASE_URL are read from. */
  env?: Env;
  log?: Log;
  /** Whether to prerender the remote's pages after the switch (tests of the switch alone skip it). */
  prerenderPages?: boolean;
  /** How many releases to keep when pruning after the publish. */
  keep?: number;
}

/** Publishes `remote`'s build (its workspace build, or the one in `from`) and prunes beyond `keep`. */
export async function publish(
  remote: RemoteName,
  { from, env = process.env, log = console.log, prerenderPages = true, keep = DEFAULT_KEEP }: PublishOptions = {},
): Promise<string> {
  return locked(`publish ${remote}`, env, log, () => publishLocked(remote, { from, env, log, prerenderPages, keep }));
}

async function publishLocked(
  remote: RemoteName,
  { from, env, log, prerenderPages, keep }: Required<Omit<PublishOptions, 'from'>> & Pick<PublishOptions, 'from'>,
): Promise<string> {
  const source = path.resolve(ROOT, from ?? APPS[remote].dir);
  const dist = path.join(source, 'dist');
  const distServer = path.join(source, 'dist-server');
  for (const file of [path.join(dist, 'mf-manifest.json'), path.join(dist, 'remoteEntry.js'), path.join(distServer, 'server.cjs')]) {
    if (!existsSync(file))
      throw new PublishError(`${path.relative(ROOT, file)} is missing: build the remote first (npm run build -w ${APPS[remote].dir})`);
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { name?: string };
  if (manifest.name !== APPS[remote].federationName)
    throw new PublishError(`${path.relative(ROOT, dist)} is the build of "${manifest.name}", not of ${remote}`);
  const { refusal, warning } = compatibilityOf(manifest);
  if (refusal) throw new PublishError(`${remote} cannot go live: ${refusal}`);
  if (warning) log(`publish: warning: ${remote} ${warning}`);
  const id = releaseIdFor(dist);
  checkEntryOrigin(remote, manifest, id, env);

  const releases = readReleases(remote, env);
  if (releases.history.length === 0) releases.history.push(...recordLiveBuild(remote, dist, env, log));
  copyRelease(remote, dist, distServer, env, id);
  releases.history.push({ id, publishedAt: new Date().toISOString(), from: path.relative(ROOT, source) || '.' });
  releases.current = id;
  const entry = await switchSafely(remote, id, env, log, prerenderPages, releases);
  log(`publish: ${remote} ${id} is live at ${entry}`);
  const removed = pruneReleases(releases, {
    releasesDir: releasesDir(remote, env),
    pagesDir: prerenderDir(env, ROOT),
    keep,
    save: (kept) => writeJsonAtomically(path.join(deployDir(env), remote, 'releases.json'), kept),
  });
  if (removed.length > 0)
    log(
      `publish: removed ${removed.length} old release${removed.length === 1 ? '' : 's'} of ${remote} (keeping ${keep}): ${removed.join(', ')}`,
    );
  return id;
}

/** Switches `remote` back to the release before the live one. */
export async function rollback(
  remote: RemoteName,
  { env = process.env, log = console.log, prerenderPages = true }: Omit<PublishOptions, 'from' | 'keep'> = {},
): Promise<string> {
  return locked(`rollback ${remote}`, env, log, () => rollbackLocked(remote, { env, log, prerenderPages }));
}

async function rollbackLocked(
  remote: RemoteName,
  { env, log, prerenderPages }: Required<Omit<PublishOptions, 'from' | 'keep'>>,
): Promise<string> {
  const releases = readReleases(remote, env);
  const index = releases.history.findIndex((release) => release.id === releases.current);
  const previous = index > 0 ? releases.history[index - 1] : undefined;
  if (!previous) throw new PublishError(`${remote} has no version before ${releases.current ?? 'none'} to roll back to`);
  releases.current = previous.id;
  const entry = await switchSafely(remote, previous.id, env, log, prerenderPages, releases);
  log(`publish: ${remote} rolled back to ${previous.id} at ${entry}`);
  return previous.id;
}

function list(remote: RemoteName, env: Env): string {
  const releases = readReleases(remote, env);
  if (releases.history.length === 0) return `${remote}: nothing published yet`;
  return releases.history
    .map((release) => `${release.id === releases.current ? '*' : ' '} ${release.id}  ${release.publishedAt}  from ${release.from}`)
    .join('\n');
}

const USAGE = `usage: tsx tooling/release/publish.ts <${REMOTE_NAMES.join('|')}> [--from <dir>] [--keep <n>] [--rollback] [--list]`;

if (process.argv[1] === import.meta.filename) {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        allowPositionals: true,
        options: { from: { type: 'string' }, keep: { type: 'string' }, rollback: { type: 'boolean' }, list: { type: 'boolean' } },
      });
    } catch (error) {
      throw new PublishError(`${messageOf(error)}\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    const [remote] = positionals;
    if (positionals.length !== 1 || remote === undefined || !isRemoteName(remote)) throw new PublishError(USAGE);
    if (values.list) console.log(list(remote, process.env));
    else if (values.rollback) await rollback(remote);
    else {
      if (values.from === '') throw new PublishError('--from needs a directory');
      const keep = values.keep === undefined ? DEFAULT_KEEP : parseKeep(values.keep);
      await publish(remote, { ...(values.from === undefined ? {} : { from: values.from }), keep });
    }
  } catch (error) {
    console.error(`publish: ${messageOf(error)}`);
    process.exit(1);
  }
}

export { RELEASE_ID };
