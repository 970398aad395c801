import { brotliCompressSync, constants } from 'node:zlib';
import type { MonitorDesk } from './decisions.js';
import { evaluate, type Baseline } from './evaluate.js';
import { readSource, type Readers } from './read.js';
import { RUN_LEASE_MS, type MonitorStore } from './store.js';
import type { Source } from './types.js';

// `monitor run`: every source read once, a few at a time, each recorded in one transaction with what
// it proposes, under the store's lock; a run killed half-way is taken over by the next, which reads
// only the sources not yet done.

export interface RunOptions {
  store: MonitorStore;
  desk: MonitorDesk;
  sources: readonly Source[];
  baselines: ReadonlyMap<string, Baseline>;
  readers: Readers;
  /** Sources read at once (each host still waits its gap). */
  concurrency: number;
  now?: () => Date;
  /** Told after every source: how many are done of how many, and the counts so far. */
  progress?: (done: number, total: number, counts: RunCounts) => void;
}

export interface RunCounts {
  read: number;
  unchanged: number;
  failed: number;
  proposed: number;
  confirmed: number;
}

export type RunResult =
  | { busy: string }
  | { runId: number; resumed: boolean; skipped: number; counts: RunCounts; raised: number; pruned: { fetches: number; snapshots: number } };

/** Sources in an order that spreads hosts: one host's pages are spaced by its gap, so workers should not queue behind it. */
export function spreadByHost(sources: readonly Source[]): Source[] {
  const hostOf = (source: Source) => (source.kind === 'page' ? new URL(source.url).hostname : 'api.github.com');
  const byHost = new Map<string, Source[]>();
  for (const source of sources) byHost.set(hostOf(source), [...(byHost.get(hostOf(source)) ?? []), source]);
  const queues = [...byHost.values()];
  const out: Source[] = [];
  for (let round = 0; out.length < sources.length; round += 1)
    for (const queue of queues) if (queue[round]) out.push(queue[round] as Source);
  return out;
}

const compress = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });

async function readOne(options: RunOptions, runId: number, source: Source, counts: RunCounts): Promise<void> {
  const now = options.now ?? (() => new Date());
  const baseline = options.baselines.get(source.tool) ?? { name: source.tool, plans: [], read: null, owner: null, status: null };
  const state = await options.store.sourceState(source.id);
  const read = await readSource(source, state, options.readers);
  const verdict = evaluate({ ...read, state }, baseline);
  const { fetch } = read;
  const outcome = await options.store.recordRead(
    runId,
    {
      fetch: {
        sourceId: source.id,
        toolId: source.tool,
        url: fetch.url,
        finalUrl: fetch.finalUrl,
        outcome: verdict.good ? fetch.outcome : fetch.outcome === 'ok' ? 'unreadable' : fetch.outcome,
        status: fetch.status,
        headers: fetch.headers,
        at: fetch.at ?? now(),
        sha: read.sha,
        error: verdict.problem,
        method: read.extraction?.method ?? null,
        plans: verdict.plans,
      },
      snapshot: read.body && read.sha ? { compressed: compress(read.body), size: read.body.length } : null,
      validators: { etag: fetch.headers.etag ?? null, lastModified: fetch.headers['last-modified'] ?? null },
      good: verdict.good,
    },
    verdict.drafts,
  );
  if (!verdict.good) counts.failed += 1;
  else if (fetch.outcome === 'not-modified') counts.unchanged += 1;
  else counts.read += 1;
  counts.proposed += outcome.proposed;
  counts.confirmed += outcome.confirmed;
}

export async function runMonitor(options: RunOptions): Promise<RunResult> {
  const now = options.now ?? (() => new Date());
  const start = await options.store.begin(options.sources.length, now());
  if ('busy' in start) return start;
  const heartbeat = setInterval(() => void options.store.heartbeat(start.runId, now()).catch(() => undefined), RUN_LEASE_MS / 5);
  heartbeat.unref();
  const todo = spreadByHost(options.sources.filter((source) => !start.done.has(source.id)));
  const counts: RunCounts = { read: 0, unchanged: 0, failed: 0, proposed: 0, confirmed: 0 };
  let next = 0;
  let finished = start.done.size;
  const worker = async () => {
    while (next < todo.length) {
      const source = todo[next] as Source;
      next += 1;
      await readOne(options, start.runId, source, counts);
      finished += 1;
      options.progress?.(finished, options.sources.length, counts);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, todo.length)) }, worker));
  } finally {
    clearInterval(heartbeat);
  }
  const raised = (await options.desk.failures(now())).filter((failure) => failure.raised).length;
  const pruned = await options.desk.prune(now());
  const summary = `${counts.read} read, ${counts.unchanged} unchanged, ${counts.failed} failed, ${counts.proposed} new proposal(s), ${counts.confirmed} confirmed; ${raised} source(s) failing for days`;
  await options.store.finish(start.runId, now(), summary);
  return { runId: start.runId, resumed: start.resumed, skipped: start.done.size, counts, raised, pruned };
}
