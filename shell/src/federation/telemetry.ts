import type { RemoteName } from '@toolverse/shared-content/site/paths';

/** One load of a remote's module, as the shell saw it. */
export interface RemoteLoadEvent {
  remote: RemoteName;
  module: string;
  outcome: 'loaded' | 'failed';
  /** From the first attempt to the outcome. */
  durationMs: number;
  attempts: number;
  /** Why it failed (the last attempt's cause). */
  error?: string;
}

export type RemoteLoadReporter = (event: RemoteLoadEvent) => void;

/** The browser event every load is also announced as, for scripts outside the shell (analytics). */
export const REMOTE_LOAD_EVENT = 'toolverse:remote-load';

/**
 * The default reporter: a line in the console per load. A failure is reported as a warning here;
 * the region that shows the fallback logs the one error.
 */
export const consoleReporter: RemoteLoadReporter = (event) => {
  const what = `remote "${event.remote}" ${event.module}`;
  if (event.outcome === 'loaded')
    // eslint-disable-next-line no-console -- writing to the console is this reporter's whole job
    console.info(
      `[toolverse] ${what} loaded in ${Math.round(event.durationMs)} ms (${event.attempts} attempt${event.attempts > 1 ? 's' : ''})`,
    );
  else
    console.warn(
      `[toolverse] ${what} failed after ${Math.round(event.durationMs)} ms and ${event.attempts} attempt(s): ${event.error ?? 'unknown cause'}`,
    );
};

let reporter: RemoteLoadReporter = consoleReporter;

/** Replaces the reporter (a monitoring service's); returns the one it replaced. */
export function setRemoteLoadReporter(next: RemoteLoadReporter): RemoteLoadReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/**
 * Hands a load to the reporter, records it as a performance measure (`remote:blog ./routes`, read by
 * the benchmark), and dispatches it as a REMOTE_LOAD_EVENT on window. A reporter that throws does
 * not break the page.
 */
export function reportRemoteLoad(event: RemoteLoadEvent, startTime: number): void {
  if (typeof performance !== 'undefined' && typeof performance.measure === 'function') {
    try {
      performance.measure(`remote:${event.remote} ${event.module}`, { start: startTime, duration: event.durationMs, detail: event });
    } catch {
      // An old browser without measure options: the reporter still hears of it.
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(REMOTE_LOAD_EVENT, { detail: event }));
  try {
    reporter(event);
  } catch (error) {
    console.warn('[toolverse] the remote load reporter failed:', error);
  }
}
