import { parseArgs } from 'node:util';
import type { ServiceStore } from '../open-store.js';
import { write } from '../operator/output.js';
import { acceptProposal, LIFE_STATUSES, rejectProposal, type LifeStatus } from './accept.js';
import { describeChanges } from './evaluate.js';
import { createBrowserReader, type BrowserReader } from './fetch/browser.js';
import { createFetcher } from './fetch/polite.js';
import { HISTORY_FILE } from './history-file.js';
import { failureLines, progressLine } from './report.js';
import { snapshotAnswer } from './routes.js';
import { runMonitor } from './run.js';
import { monitorSettings } from './settings.js';
import { readSources, SOURCES_FILE } from './sources.js';

// `newsletter-cli monitor <command>`: the price monitor from a terminal or a timer.

export const MONITOR_USAGE = `Usage: newsletter-cli monitor <command> [--db <file>]

  run [--tool <id>]... [--sources <file>]
                 Read every source (or one tool's), write proposals, print a progress line and a
                 summary. Exit 0; 3 when a source has failed for days (see failures); 1 when another
                 run holds the lock. A run that was killed is taken over and finished.
  proposals [--all]
                 The proposals waiting for an editor (--all: every one, with its decision).
  accept <id> [--status may-be-gone|hijacked|discontinued]
                 Append the proposal's entry to the record of plans ($MONITOR_HISTORY_FILE, else
                 shared-content/content/tool-history.json), dated today.
  reject <id> --why <reason>
                 Record that the proposal is wrong, and why.
  failures       Sources whose last read failed, with their last good reading. Exit 3 when one
                 has failed for days.
  snapshot <fetch id>
                 What a fetch read, as it came: its time, status, final URL and headers, then its body.`;

export type Opener = (db: string | undefined) => Promise<ServiceStore | null>;

interface Io {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  env: Readonly<Record<string, string | undefined>>;
}

const idOf = (raw: string | undefined): number | null => (raw !== undefined && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

async function run(store: ServiceStore, values: { tool?: string[]; sources?: string }, io: Io): Promise<number> {
  const settings = monitorSettings(io.env);
  const input = readSources(values.sources ?? io.env.MONITOR_SOURCES_FILE ?? SOURCES_FILE, values.tool);
  const fetcher = createFetcher({
    userAgent: settings.userAgent,
    perHostGapMs: settings.hostGapMs,
    timeoutMs: settings.timeoutMs,
    retries: settings.retries,
    backoffMs: settings.backoffMs,
    resolve: settings.resolve,
  });
  let browser: BrowserReader | null = null;
  const tty = 'isTTY' in io.err && io.err.isTTY === true;
  let shown = 0;
  try {
    const result = await runMonitor({
      ...store.monitor,
      ...input,
      readers: {
        fetcher,
        browser: () =>
          (browser ??= createBrowserReader(fetcher, {
            chromiumPath: settings.chromiumPath,
            timeoutMs: settings.timeoutMs,
            pages: settings.browserPages,
          })),
      },
      concurrency: settings.concurrency,
      progress: (done, total, counts) => {
        // A terminal sees one line rewritten; a log a line every tenth of the run.
        if (tty) io.err.write(`\r${progressLine(done, total, counts)}`);
        else if (done === total || Math.floor((done * 10) / total) > shown) {
          shown = Math.floor((done * 10) / total);
          io.err.write(`${progressLine(done, total, counts)}\n`);
        }
      },
    });
    if (tty) io.err.write('\n');
    if ('busy' in result) {
      await write(io.err, `newsletter-cli: monitor: ${result.busy}; not started\n`);
      return 1;
    }
    const { counts } = result;
    await write(
      io.out,
      `Run ${result.runId}${result.resumed ? ` (taken over: ${result.skipped} source(s) done before)` : ''}: ${counts.read} read, ${counts.unchanged} unchanged (304), ${counts.failed} could not be read, ${counts.proposed} new proposal(s), ${counts.confirmed} confirmed by a second reading; pruned ${result.pruned.fetches} fetch(es), ${result.pruned.snapshots} snapshot(s).\n`,
    );
    const failures = await store.monitor.desk.failures(new Date());
    for (const line of failureLines(failures)) await write(io.out, `${line}\n`);
    return result.raised > 0 ? 3 : 0;
  } finally {
    await (browser as BrowserReader | null)?.close();
    await fetcher.close();
  }
}

async function proposals(store: ServiceStore, all: boolean, io: Io): Promise<number> {
  const list = await store.monitor.desk.proposals(all ? 'all' : 'pending');
  if (list.length === 0) await write(io.out, all ? 'No proposals yet.\n' : 'No proposals wait for a decision.\n');
  for (const proposal of list) {
    await write(
      io.out,
      `#${proposal.id} ${proposal.toolId} (${proposal.sourceId}) ${proposal.kind}, confidence ${proposal.confidence}, ${proposal.status}${proposal.reason ? `: ${proposal.reason}` : ''}; snapshot: monitor snapshot ${proposal.fetchId}\n${describeChanges(
        proposal.kind,
        proposal.changes,
      )
        .map((line) => `    ${line}\n`)
        .join('')}`,
    );
  }
  return 0;
}

async function snapshot(store: ServiceStore, id: number, io: Io): Promise<number> {
  const answer = await snapshotAnswer({ ...store.monitor, historyFile: '' }, String(id));
  await write(answer.status === 200 ? io.out : io.err, answer.status === 200 ? answer.body : `newsletter-cli: monitor: no fetch ${id}\n`);
  return answer.status === 200 ? 0 : 1;
}

export async function monitorCli(argv: readonly string[], open: Opener, io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        tool: { type: 'string', multiple: true },
        sources: { type: 'string' },
        all: { type: 'boolean' },
        status: { type: 'string' },
        why: { type: 'string' },
      },
    });
  } catch (error) {
    await write(io.err, `newsletter-cli: monitor: ${(error as Error).message}\n\n${MONITOR_USAGE}\n`);
    return 2;
  }
  const [command, arg, ...extra] = parsed.positionals;
  const usage = async (message: string) => {
    await write(io.err, `newsletter-cli: monitor: ${message}\n\n${MONITOR_USAGE}\n`);
    return 2;
  };
  if (command === undefined || command === 'help') return usage('name a command');
  if (extra.length > 0) return usage(`${command} takes at most one argument`);
  const { values } = parsed;
  const status = values.status as LifeStatus | undefined;
  if (status !== undefined && !LIFE_STATUSES.includes(status)) return usage(`--status is one of ${LIFE_STATUSES.join(', ')}`);
  const id = idOf(arg);
  if ((command === 'accept' || command === 'reject' || command === 'snapshot') && id === null) return usage(`${command} needs an id`);
  if (command === 'reject' && !values.why) return usage('reject needs --why <reason>');
  if (!['run', 'proposals', 'accept', 'reject', 'failures', 'snapshot'].includes(command)) return usage(`unknown command ${command}`);
  const store = await open(values.db);
  if (store === null) return 1;
  try {
    const now = new Date();
    switch (command) {
      case 'run':
        return await run(store, values, io);
      case 'proposals':
        return await proposals(store, values.all === true, io);
      case 'snapshot':
        return await snapshot(store, id as number, io);
      case 'failures': {
        const failures = await store.monitor.desk.failures(now);
        for (const line of failureLines(failures)) await write(io.out, `${line}\n`);
        if (failures.length === 0) await write(io.out, 'Every source was read at its last try.\n');
        return failures.some((failure) => failure.raised) ? 3 : 0;
      }
      default: {
        const historyFile = io.env.MONITOR_HISTORY_FILE?.trim() || HISTORY_FILE;
        const decision =
          command === 'accept'
            ? await acceptProposal(store.monitor.desk, historyFile, id as number, now, status)
            : await rejectProposal(store.monitor.desk, id as number, values.why as string, now);
        if (!decision.ok) {
          await write(io.err, `newsletter-cli: monitor: ${decision.message}\n`);
          return 1;
        }
        await write(
          io.out,
          command === 'accept'
            ? `Accepted #${id}: ${decision.added ? 'appended to' : 'already in'} ${historyFile} for ${decision.proposal.toolId}. Build the site to publish it; watchers are mailed at the service's next start (or notify-changes).\n`
            : `Rejected #${id}.\n`,
        );
        return 0;
      }
    }
  } finally {
    await store.close();
  }
}
