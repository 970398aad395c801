// A JSON file the server re-reads whenever it changes (its modification time or size), so a publish
// or a prerender takes effect without a restart.
import { readFileSync, statSync } from 'node:fs';

export interface WatchedFileOptions<T> {
  file: string;
  /** Names the file in messages: the variable that set it, or its path. */
  label: string;
  /** Checks the parsed value and returns it typed; throws with the reason when it is unusable. */
  accept: (value: unknown) => T;
  /** Told why a changed file was refused; its last good version stays in force. */
  onRejected: (reason: string) => void;
}

/**
 * A reader of the file's current good version. A version that is not JSON, or that `accept`
 * refuses, never replaces a good one: the reason is reported once per change. The first read must
 * succeed: it throws if the file is unusable from the start.
 */
export function watchedFile<T>({ file, label, accept, onRejected }: WatchedFileOptions<T>): () => T {
  let stamp: string | undefined;
  let good: { value: T } | undefined;
  const read = (): T => {
    let next = 'missing';
    try {
      const stat = statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // Read below, which reports it.
    }
    if (next === stamp && good) return good.value;
    stamp = next;
    try {
      good = { value: accept(JSON.parse(readFileSync(file, 'utf8'))) };
    } catch (error) {
      const reason = `${label} was refused (${(error as Error).message})`;
      if (!good) throw new Error(reason, { cause: error });
      onRejected(`${reason}; keeping the last good version`);
    }
    return good.value;
  };
  read();
  return read;
}
