// How long a remote's server is away after `kill -9` under `npm start`'s supervisor: from the kill
// to the first 200 of its manifest on its own port (the supervisor's pause, the process start, the
// server listening). Issue 13's bar is 5 s.
import { execFileSync } from 'node:child_process';
import { median } from './stats';

export interface RestartFigures {
  remote: string;
  /** Each kill's time to the first 200, in ms. */
  runsMs: number[];
  medianMs: number;
  /** The server's command line, to say what was measured (tsx or the compiled build). */
  command: string;
}

/** Every process below `root`, with its command line, from ps. */
function descendants(root: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] ?? '' }));
  const found: { pid: number; args: string }[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, args: row.args });
      queue.push(row.pid);
    }
  }
  return found;
}

/** The node process serving `remote` under the supervisor `root` (not the shell that may wrap it). */
function serverProcess(root: number, remote: string): { pid: number; args: string } {
  const server = descendants(root).find(
    ({ args }) => /^\S*node\s/.test(args) && /server\/(src|dist)\/main\.[jt]s\s/.test(args) && args.trim().endsWith(` ${remote}`),
  );
  if (!server) throw new Error(`no ${remote} server runs under process ${root}`);
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).status === 200;
  } catch {
    return false;
  }
}

/**
 * Kills the remote's server `runs` times, each once it has stayed up longer than the supervisor's
 * stable time (so every kill gets the first, shortest pause, as a single crash would).
 */
export async function measureRestart(options: {
  supervisorPid: number;
  remote: string;
  port: number;
  runs: number;
  stableMs: number;
}): Promise<RestartFigures> {
  const url = `http://localhost:${options.port}/mf-manifest.json`;
  const runsMs: number[] = [];
  let command = '';
  for (let run = 0; run < options.runs; run++) {
    await sleep(options.stableMs);
    const server = serverProcess(options.supervisorPid, options.remote);
    command = server.args;
    const killedAt = performance.now();
    process.kill(server.pid, 'SIGKILL');
    // Until the killed process is gone, its socket may still answer.
    while (await answers(url)) await sleep(5);
    while (!(await answers(url))) {
      if (performance.now() - killedAt > 30_000) throw new Error(`the ${options.remote} server did not answer within 30 s of kill -9`);
      await sleep(10);
    }
    runsMs.push(Math.round(performance.now() - killedAt));
  }
  return { remote: options.remote, runsMs, medianMs: median(runsMs), command: command.replace(/^\S*node\s/, 'node ') };
}
