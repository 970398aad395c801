import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION, compatibility, remoteEntryOf, type RemoteEntry } from '@toolverse/contracts';
import type { RemoteName } from '@toolverse/shared-content/site/paths';
import shellPackage from '../../package.json';
import { loadRemoteManifest } from './load-config';
import { reportRemoteLoad } from './telemetry';

/** A remote gets this long, all attempts together, before its region shows the fallback. */
export const LOAD_TIME_LIMIT_MS = 4000;
/** Pauses before the second and third attempts. */
export const RETRY_BACKOFF_MS = [250, 750] as const;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" (${module}) could not be loaded: ${message}`, options);
  }
}

/** A remote that cannot work in this shell whatever the number of attempts (a wrong React or contract major). */
class IncompatibleRemote extends Error {}

const registered = new Set<RemoteName>();
const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new Error('time limit reached'));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${LOAD_TIME_LIMIT_MS} ms`)), remaining);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// The default import: named imports of JSON are going away in webpack's ES module handling.
// The federation runtime's version is the running instance's: a remote's entry runs on it.
const shellVersions = () => ({
  dependencies: shellPackage.dependencies,
  contractsVersion: CONTRACTS_VERSION,
  federationVersion: getInstance()?.version ?? 'unknown',
});
const warned = new Set<string>();

/**
 * The remote's own mf-manifest.json, read before registering it: what it shares, at which versions,
 * and where its entry is. A remote built against a newer minor of the contract runs, with one
 * console warning per entry. Its entry must be on the page's origin or on one that remotes.json
 * names (the server checked those against the operator's ASSET_ORIGINS).
 */
async function checkedEntry(remote: RemoteName, manifestUrl: string, allowedOrigins: readonly string[]): Promise<RemoteEntry> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered HTTP ${response.status}`);
  let manifest: unknown;
  try {
    manifest = await response.json();
  } catch {
    throw new Error(`${manifestUrl} is not JSON (is the remote's entry URL right?)`);
  }
  const { refusal, warning } = compatibility(manifest, shellVersions());
  if (refusal) throw new IncompatibleRemote(refusal);
  if (warning && !warned.has(manifestUrl)) {
    warned.add(manifestUrl);
    console.warn(`Remote "${remote}" runs with a warning: ${warning}`);
  }
  return remoteEntryOf(manifest, manifestUrl, allowedOrigins);
}

/**
 * Registers the remote with the federation runtime once its manifest has shown it can run here:
 * nothing of a remote built against another React or router major is ever executed.
 */
async function register(remote: RemoteName, force: boolean): Promise<void> {
  const { remotes } = await loadRemoteManifest();
  const manifestUrl = remotes[remote].entry;
  if (registered.has(remote) && !force) return;
  const allowedOrigins = [window.location.origin, ...Object.values(remotes).map((listed) => new URL(listed.entry).origin)];
  const { entry, entryGlobalName, type } = await checkedEntry(remote, manifestUrl, allowedOrigins);
  // force: a failed attempt may have left a cached entry behind; start clean.
  registerRemotes([{ name: remote, entry, entryGlobalName, type }], { force });
  registered.add(remote);
}

async function attemptAll(remote: RemoteName, module: string): Promise<unknown> {
  const started = typeof performance === 'undefined' ? Date.now() : performance.now();
  const elapsed = () => (typeof performance === 'undefined' ? Date.now() : performance.now()) - started;
  const deadline = Date.now() + LOAD_TIME_LIMIT_MS;
  let lastError: unknown;
  let attempts = 0;
  for (let attempt = 0; attempt <= RETRY_BACKOFF_MS.length; attempt++) {
    try {
      if (attempt > 0) await withDeadline(sleep(RETRY_BACKOFF_MS[attempt - 1] ?? 0), deadline);
      attempts = attempt + 1;
      await withDeadline(register(remote, attempt > 0), deadline);
      const exposed = await withDeadline(loadRemote(`${remote}/${module.replace(/^\.\//, '')}`), deadline);
      if (exposed === null || exposed === undefined) throw new Error('the module is empty');
      reportRemoteLoad({ remote, module, outcome: 'loaded', durationMs: elapsed(), attempts }, started);
      return exposed;
    } catch (error) {
      lastError = error;
      if (error instanceof IncompatibleRemote || Date.now() >= deadline) break;
    }
  }
  const cause = lastError instanceof Error ? lastError.message : String(lastError);
  reportRemoteLoad({ remote, module, outcome: 'failed', durationMs: elapsed(), attempts, error: cause }, started);
  throw new RemoteLoadError(remote, module, cause, { cause: lastError });
}

/**
 * Loads an exposed module of a remote: a few attempts with backoff within a time limit. Concurrent
 * calls share one load; a failure is not remembered, so Retry starts afresh.
 */
export function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const key = `${remote}/${module}`;
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as T);
  let promise = pending.get(key);
  if (!promise) {
    promise = attemptAll(remote, module).then(
      (exposed) => {
        loaded.set(key, exposed);
        pending.delete(key);
        return exposed;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise as Promise<T>;
}
