// Benchmark of the outbound redirect (npm run bench:go): the built service on a fresh SQLite file,
// then on a fresh PostgreSQL database (a throwaway durable server), /go/ rate limit off; GET
// /go/{toolId}?from=tool over the site's first 10 tools from 50 connections for 5 s with autocannon,
// each request a reader's navigation from another address (the service trusts the bench as its
// proxy), so every one is a first click to count: the write path, its worst case. Every 302 is
// answered after its count was committed; then checks that the store counted at least every
// acknowledged click, and writes docs/benchmarks-go.{md,json}. BENCH_DURATION / BENCH_CONNECTIONS
// override the load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { StorageConfig } from '../src/config.js';
import { DEFAULT_TOOLS_FILE } from '../src/config.js';
import { readDestinations } from '../src/clicks/destinations.js';
import { openStore } from '../src/open-store.js';
import { freePort, READER_NAVIGATION, readerAddress, request } from '../test/helpers.js';
import { startCluster } from './postgres-cluster.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const DOCS_DIR = join(PACKAGE_DIR, '..', 'docs');
const SERVER_JS = join(PACKAGE_DIR, 'dist', 'server.js');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOOL_IDS = [...readDestinations(DEFAULT_TOOLS_FILE).keys()].slice(0, 10);

interface Result {
  store: string;
  redirectsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  acknowledged: number;
  other: number;
  errors: number;
  counted: number;
  loadAverage: number;
}

async function benchmark(name: string, storage: StorageConfig): Promise<Result> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_JS], {
    env: {
      ...process.env,
      NEWSLETTER_PORT: String(port),
      NEWSLETTER_LISTEN_HOST: '127.0.0.1',
      ...(storage.kind === 'sqlite'
        ? { NEWSLETTER_DB: storage.path, NEWSLETTER_DATABASE_URL: '' }
        : { NEWSLETTER_DATABASE_URL: storage.url }),
      NEWSLETTER_MAIL_DIR: join(os.tmpdir(), 'go-bench-mail'),
      NEWSLETTER_SMTP_URL: '',
      GO_RATE_LIMIT: '0',
      NEWSLETTER_TRUST_PROXY: '127.0.0.1',
      NEWSLETTER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 15_000;
    while (
      !(await request(base, { method: 'GET', path: '/health' }).then(
        (answer) => answer.status === 200,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`the service did not start on ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    let sequence = 0;
    console.log(`${name}: GET /go/{toolId}?from=tool, ${connections} connections, ${duration} s`);
    const result = await autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            sequence += 1;
            const headers = { ...READER_NAVIGATION, 'x-forwarded-for': readerAddress(sequence) };
            return { ...req, headers, path: `/go/${TOOL_IDS[sequence % TOOL_IDS.length]}?from=tool` };
          },
        },
      ],
    });
    child.kill('SIGTERM');
    await exited;
    const store = await openStore(storage);
    const counted = (await store.clickCounts()).reduce((sum, count) => sum + count.clicks, 0);
    await store.close();
    const acknowledged = result['3xx'];
    return {
      store: name,
      redirectsPerSecond: Math.round(acknowledged / result.duration),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      acknowledged,
      other: result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
      errors: result.errors,
      counted,
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(1)),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

const dir = mkdtempSync(join(os.tmpdir(), 'go-bench-'));
const cluster = await startCluster({ durable: true });
try {
  const results = [
    await benchmark('SQLite', { kind: 'sqlite', path: join(dir, 'bench.sqlite') }),
    await benchmark('PostgreSQL', { kind: 'postgres', url: await cluster.createDatabase('gobench') }),
  ];
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString().slice(0, 10),
    command: 'npm run bench:go',
    machine: { cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length, node: process.version, postgres: cluster.version },
    setup: { endpoint: 'GET /go/{toolId}?from=tool', tools: TOOL_IDS.length, connections, durationSeconds: duration, rateLimit: 'off' },
    results,
  };
  const rows = results
    .map(
      (r) =>
        `| ${r.store} | ${r.redirectsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p90} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.acknowledged} | ${r.other} | ${r.errors} | ${r.counted} | ${r.loadAverage} |`,
    )
    .join('\n');
  const md = `# Outbound redirect (/go/) benchmark

Measured ${report.date} by \`${report.command}\` (service/scripts/bench-go.ts): the built service
(\`node service/dist/server.js\`) on each store in turn, the /go/ rate limit off, \`GET /go/{toolId}?from=tool\`
over ${TOOL_IDS.length} tools from ${connections} connections for ${duration} s (autocannon, on the same machine). Each 302 is
sent only after its click is committed: SQLite (WAL, synchronous=FULL) and PostgreSQL (fsync and
synchronous_commit on, over a Unix socket) both group the clicks of one event-loop turn into one
transaction, one upsert per (day, tool, page kind).

Machine: ${report.machine.cpu} (${report.machine.cores} cores, shared with other work), Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}.

| Store | Redirects/s | Latency p50 | p90 | p99 | max | 302s | Other answers | Errors | Clicks counted | Load average |
|---|---|---|---|---|---|---|---|---|---|---|
${rows}

"Clicks counted" is read from the store after the service stopped: it must be at least the 302s (a
few more for requests in flight when autocannon stopped counting). The load generator and PostgreSQL
share the cores with the service, and "load average" is the machine's 1-minute load when the run ended:
above ${report.machine.cores}, other work competed for the cores and the figures are lower than on an idle machine.
Raw figures: docs/benchmarks-go.json.
`;
  writeFileSync(join(DOCS_DIR, 'benchmarks-go.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(DOCS_DIR, 'benchmarks-go.md'), md);
  console.log(md);
  if (results.some((r) => r.counted < r.acknowledged || r.errors > 0 || r.other > 0)) process.exitCode = 1;
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
