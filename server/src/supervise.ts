// Runs the site's servers side by side under concurrently and keeps them running: a server that
// exits, whatever the reason, is started again after a pause that doubles with each quick exit (a
// server failing at once does not spin) and falls back to the first pause once it has stayed up.
// The others keep serving meanwhile. A signal stops every server, and nothing is restarted after it.
//
// The restart policy is ours, on concurrently's commands (close events, start()): its own
// restartDelay is either fixed or doubles for the life of the process without a cap or a way back
// down, and it restarts servers that exit while it is stopping them.
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';

export const BACKOFF = { firstMs: 250, maxMs: 10_000, stableMs: 10_000 };

/** The pause before the next start, after `quickExits` exits in a row that each came within stableMs. */
export function restartDelay(quickExits: number, backoff: { firstMs: number; maxMs: number } = BACKOFF): number {
  return Math.min(backoff.firstMs * 2 ** Math.max(0, quickExits - 1), backoff.maxMs);
}

export interface Server {
  name: string;
  command: string;
  env?: Record<string, string>;
}

/** Runs `servers` from `cwd`; settles once every server has stopped after a signal. */
export function supervise(servers: (Server & ConcurrentlyCommandInput)[], { cwd }: { cwd: string }): Promise<void> {
  let stopping = false;
  const { commands, result } = concurrently(servers, { cwd, prefix: 'name', restartTries: 0 });
  // concurrently settles this once every server has closed at the same moment; the servers'
  // fate is decided here instead.
  result.catch(() => {});

  return new Promise<void>((resolve) => {
    const allStopped = () => commands.every((command) => command.state !== 'started');
    for (const command of commands) {
      let quickExits = 0;
      let startedAt = Date.now();
      command.close.subscribe(({ exitCode }) => {
        if (stopping) {
          if (allStopped()) resolve();
          return;
        }
        quickExits = Date.now() - startedAt < BACKOFF.stableMs ? quickExits + 1 : 1;
        const delay = restartDelay(quickExits);
        console.log(`[${command.name}] exited (${exitCode}); starting it again in ${delay} ms`);
        setTimeout(() => {
          if (stopping) return;
          startedAt = Date.now();
          command.start();
        }, delay);
      });
    }
    // concurrently passes the signal on to every server; this only stops the restarts.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        stopping = true;
        if (allStopped()) resolve();
      });
    }
  });
}
