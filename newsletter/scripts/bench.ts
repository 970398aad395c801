// Load benchmark of the built service (npm run bench -w newsletter-service): starts dist/server.js on a
// fresh SQLite file with the rate limit off, sends unique sign-ups from 100 connections for 10 s with
// autocannon, checks that every acknowledged sign-up is in the database, and writes
// docs/benchmarks-newsletter.{md,json}. BENCH_DURATION / BENCH_CONNECTIONS override the load.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { NEWSLETTER_PATH } from '../src/contract.js';
import { freePort, request } from '../test/helpers.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const DOCS_DIR = join(PACKAGE_DIR, '..', 'docs');
const SERVER_JS = join(PACKAGE_DIR, 'dist', 'server.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** The file system type of a directory (Linux `stat -f`), as far as it can be told. */
function fileSystemOf(path: string): string {
  const run = spawnSync('df', ['--output=fstype', path], { encoding: 'utf8' });
  const type = run.status === 0 ? run.stdout.trim().split('\n').pop()?.trim() : undefined;
  return type ? type : 'file system unknown';
}

if (!existsSync(SERVER_JS)) {
  console.error('Build the service first: npm run build -w newsletter-service');
  process.exit(1);
}

const dir = mkdtempSync(join(os.tmpdir(), 'newsletter-bench-'));
const dbPath = join(dir, 'bench.sqlite');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [SERVER_JS], {
  env: { ...process.env, NEWSLETTER_PORT: String(port), NEWSLETTER_LISTEN_HOST: '127.0.0.1', NEWSLETTER_DB: dbPath, NEWSLETTER_RATE_LIMIT: '0', NEWSLETTER_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

try {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await request(base, { method: 'GET', path: '/health' }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the service did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  let sequence = 0;
  const acknowledgedEmails: string[] = [];
  const runId = Date.now().toString(36);
  console.log(`Benchmarking POST ${NEWSLETTER_PATH}: ${connections} connections, ${duration} s, unique address per request`);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: NEWSLETTER_PATH,
        headers: { 'content-type': 'application/json' },
        // One request in flight per connection (no pipelining): the connection's context remembers
        // which address it sent, so each 200 can be checked against the database afterwards.
        setupRequest: (req, context) => {
          sequence += 1;
          const email = `bench-${runId}-${sequence}@example.com`;
          (context as { email?: string }).email = email;
          return { ...req, body: JSON.stringify({ email }) };
        },
        onResponse: (status, _body, context) => {
          const email = (context as { email?: string }).email;
          if (status === 200 && email) acknowledgedEmails.push(email);
        },
      },
    ],
  });

  child.kill('SIGTERM');
  const exitCode = await exited;
  const db = new Database(dbPath, { readonly: true });
  const stored = (db.prepare('SELECT count(*) AS n FROM signups').get() as { n: number }).n;
  const isStored = db.prepare('SELECT 1 FROM signups WHERE email = ?');
  const missing = acknowledgedEmails.filter((email) => isStored.get(email) === undefined).length;
  const sqliteVersion = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  db.close();

  const seconds = result.duration;
  const acknowledged = result['2xx'];
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString().slice(0, 10),
    command: 'npm run bench -w newsletter-service',
    machine: {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      sqlite: sqliteVersion,
    },
    setup: {
      endpoint: `POST ${NEWSLETTER_PATH}`,
      connections,
      durationSeconds: seconds,
      rateLimit: 'off',
      storage: `${os.tmpdir()} on ${fileSystemOf(dir)}, WAL, synchronous=FULL, group commit`,
      loadGenerator: `autocannon ${(createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version}, same machine as the service`,
      uniqueAddresses: true,
    },
    results: {
      signupsPerSecond: Math.round(acknowledged / seconds),
      requestsPerSecondMean: Math.round(result.requests.mean),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: Number(result.latency.mean.toFixed(2)) },
      requests: result.requests.sent,
      acknowledged,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedRows: stored,
      acknowledgedChecked: acknowledgedEmails.length,
      acknowledgedMissing: missing,
      everyAcknowledgedStored: missing === 0 && acknowledgedEmails.length > 0,
      databaseBytes: statSync(dbPath).size,
      serviceExitCode: exitCode,
    },
  };

  const r = report.results;
  const md = `# Newsletter service benchmark

Measured ${report.date} by \`${report.command}\` (newsletter/scripts/bench.ts): the built service
(\`node newsletter/dist/server.js\`) on a fresh SQLite file (${report.setup.storage}), rate limit off,
${connections} connections for ${seconds} s, every request a new address, load generated by
${report.setup.loadGenerator}.

Machine: ${report.machine.cpu} (${report.machine.cores} cores), ${report.machine.memoryGb} GiB, ${report.machine.os}, Node ${report.machine.node}, SQLite ${report.machine.sqlite}.

| Sign-ups/s | Latency p50 | p90 | p99 | max | Requests | Acknowledged (200) | Non-2xx | Errors | Timeouts | Rows stored |
|---|---|---|---|---|---|---|---|---|---|---|
| ${r.signupsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p90} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.requests} | ${r.acknowledged} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${r.storedRows} |

After the run each of the ${r.acknowledgedChecked} acknowledged addresses was looked up in the database:
${r.acknowledgedMissing} missing. The table holds ${r.storedRows} rows, a few more than the acknowledgements autocannon
counted, for the requests still in flight when it stopped counting. The service then stopped on SIGTERM
with exit code ${r.serviceExitCode}.

Each answer waits for its own commit (synchronous=FULL). Sign-ups that arrive in the same event-loop
turn share one transaction and one WAL sync, which is what keeps throughput up under concurrency.
The load generator runs on the same ${report.machine.cores} cores as the service, so these figures understate
what the service does alone. Raw figures: docs/benchmarks-newsletter.json.
`;
  writeFileSync(join(DOCS_DIR, 'benchmarks-newsletter.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(DOCS_DIR, 'benchmarks-newsletter.md'), md);
  console.log(md);
  if (!r.everyAcknowledgedStored || r.errors > 0 || r.non2xx > 0) process.exitCode = 1;
} finally {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
