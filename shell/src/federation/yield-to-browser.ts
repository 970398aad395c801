/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between: start-up is a series of short tasks instead of one long one (issue 14: no main-thread
 * task over 50 ms on a mid-range phone). scheduler.yield() where the browser has it (the rest of
 * the work keeps its place ahead of other queued tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
