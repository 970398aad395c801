// One publish or rollback at a time per deploy folder. Two at once would each read the site's remote
// manifest and a remote's release history, then write back their own version of both, and prerender
// pages against a manifest the other is changing. The lock is a file created exclusively (O_EXCL),
// holding the holder's pid: a lock whose process is gone (killed mid-publish) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'publish.lock';

export class PublishLockError extends Error {
  override name = 'PublishLockError';
}

interface Holder {
  pid: number;
  action: string;
  startedAt: string;
}

export interface ReleaseLock {
  readonly file: string;
  release(): void;
}

function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0) {
      return { pid: holder.pid, action: String(holder.action ?? 'unknown'), startedAt: String(holder.startedAt ?? 'unknown') };
    }
  } catch {
    // Unreadable: a holder that died while writing it. Treated as stale below.
  }
  return { pid: 0, action: 'unknown', startedAt: 'unknown' };
}

/** Whether a process with this pid exists on this machine (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the publish lock of a deploy folder for `action` (e.g. "publish tools"), or throws a
 * PublishLockError naming the process that holds it. A lock left by a process that no longer runs
 * is removed (and `log` says so) before taking it.
 */
export function acquireReleaseLock(deployDir: string, action: string, log: (line: string) => void = () => {}): ReleaseLock {
  mkdirSync(deployDir, { recursive: true });
  const file = path.join(deployDir, LOCK_FILE);
  const holder: Holder = { pid: process.pid, action, startedAt: new Date().toISOString() };
  if (!tryCreate(file, holder)) {
    const current = readHolder(file);
    if (current && processAlive(current.pid)) {
      throw new PublishLockError(
        `another publish is running (${current.action}, pid ${current.pid}, since ${current.startedAt}); try again when it has finished. ` +
          `If no such process runs, remove ${file}`,
      );
    }
    if (current) {
      log(`publish: removing a stale lock (${current.action}, pid ${current.pid || 'unknown'} is gone)`);
      rmSync(file, { force: true });
    }
    // Exclusive again: if another process took the lock in between, it holds it and we refuse.
    if (!tryCreate(file, holder)) {
      const winner = readHolder(file);
      throw new PublishLockError(
        `another publish has just started (${winner?.action ?? 'unknown'}, pid ${winner?.pid ?? 'unknown'}); try again when it has finished`,
      );
    }
  }
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // Only our own lock: never remove one another process took over after ours was judged stale.
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
