// The command line of `npm run bench` (arguments after `--`): quick runs while working, the full
// measure by default.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Lighthouse runs per page (real and twin each); the report keeps the median. */
  runs: number;
  /** Route names or paths to measure (all when empty). */
  routes: string[];
  /** kill -9 restarts to time (0 leaves the measure out). */
  restarts: number;
  /** The first of the ports the bench's servers use; free ones are found when unset. */
  port: number | null;
}

export const USAGE =
  'usage: npm run bench -- [--runs N (1-9, default 5)] [--routes home,blog,/tools,...] [--restarts N (0-9, default 5)] [--port FIRST_PORT]';

function wholeNumber(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"\n${USAGE}`);
  return value;
}

export function parseOptions(args: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        runs: { type: 'string', default: '5' },
        routes: { type: 'string', default: '' },
        restarts: { type: 'string', default: '5' },
        port: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  return {
    runs: wholeNumber(values.runs, 'runs', 1, 9),
    routes: values.routes
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean),
    restarts: wholeNumber(values.restarts, 'restarts', 0, 9),
    port: values.port === undefined ? null : wholeNumber(values.port, 'port', 1024, 60_000),
  };
}
