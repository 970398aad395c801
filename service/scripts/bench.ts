// Load benchmark of the built service on both stores (npm run bench -w @toolverse/service): starts
// dist/server.js on a fresh SQLite file, then on a fresh PostgreSQL database (a throwaway server this
// script starts, durable settings), rate limit off, mails written as .eml files to a temp folder;
// sends unique sign-ups from 100 connections for 10 s with autocannon; checks that every acknowledged
// sign-up is in the store; writes docs/benchmarks-newsletter.{md,json}.
// BENCH_DURATION / BENCH_CONNECTIONS override the load.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { NEWSLETTER_PATH } from '../src/contract.js';
import { openStore } from '../src/open-store.js';
import type { StorageConfig } from '../src/config.js';
import { freePort, request } from '../test/helpers.js';
import { startCluster } from './postgres-cluster.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const DOCS_DIR = join(PACKAGE_DIR, '..', 'docs');
const SERVER_JS = join(PACKAGE_DIR, 'dist', 'server.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** The file system type of a directory (Linux `df`), as far as it can be told. */
function fileSystemOf(path: string): string {
  const run = spawnSync('df', ['--output=fstype', path], { encoding: 'utf8' });
  const type = run.status === 0 ? run.stdout.trim().split('\n').pop()?.trim() : undefined;
  return type ? type : 'file system unknown';
}

if (!existsSync(SERVER_JS)) {
  console.error('Build the service first: npm run build -w @toolverse/service');
  process.exit(1);
}

interface StoreResult {
  store: string;
  settings: string;
  signupsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  requests: number;
  acknowledged: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  storedRows: number;
  acknowledgedMissing: number;
  mailsWritten: number;
  serviceExitCode: number | null;
  /** The machine's 1-minute load average when the run ended: other work on the same cores. */
  loadAverage: number;
}

/** One run: the built service on `storage`, loaded by autocannon, then every acknowledgement checked. */
async function benchmark(name: string, settings: string, storage: StorageConfig, dir: string): Promise<StoreResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const mailDir = join(dir, `mail-${name.toLowerCase()}`);
  const child = spawn(process.execPath, [SERVER_JS], {
    env: {
      ...process.env,
      NEWSLETTER_PORT: String(port),
      NEWSLETTER_LISTEN_HOST: '127.0.0.1',
      ...(storage.kind === 'sqlite'
        ? { NEWSLETTER_DB: storage.path, NEWSLETTER_DATABASE_URL: '' }
        : { NEWSLETTER_DATABASE_URL: storage.url }),
      NEWSLETTER_MAIL_DIR: mailDir,
      NEWSLETTER_SMTP_URL: '',
      NEWSLETTER_RATE_LIMIT: '0',
      NEWSLETTER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const up = await request(base, { method: 'GET', path: '/health' }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the service did not start on ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    let sequence = 0;
    const acknowledgedEmails: string[] = [];
    const runId = `${name.toLowerCase()}-${Date.now().toString(36)}`;
    console.log(`${name}: POST ${NEWSLETTER_PATH}, ${connections} connections, ${duration} s, unique address per request`);
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
          // which address it sent, so each 200 can be checked against the store afterwards.
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
    const store = await openStore(storage);
    const stored = new Set((await store.list()).map((signup) => signup.email));
    await store.close();
    const missing = acknowledgedEmails.filter((email) => !stored.has(email)).length;
    if (acknowledgedEmails.length === 0) throw new Error(`${name}: nothing was acknowledged`);
    return {
      store: name,
      settings,
      signupsPerSecond: Math.round(result['2xx'] / result.duration),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: Number(result.latency.mean.toFixed(2)),
      },
      requests: result.requests.sent,
      acknowledged: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedRows: stored.size,
      acknowledgedMissing: missing,
      mailsWritten: existsSync(mailDir) ? readdirSync(mailDir).filter((file) => file.endsWith('.eml')).length : 0,
      serviceExitCode: exitCode,
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(1)),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

const dir = mkdtempSync(join(os.tmpdir(), 'newsletter-bench-'));
const cluster = await startCluster({ durable: true });
try {
  const sqlitePath = join(dir, 'bench.sqlite');
  const sqliteVersion = (() => {
    const db = new Database(':memory:');
    const version = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
    db.close();
    return version;
  })();
  const results = [
    await benchmark(
      'SQLite',
      `one file in ${os.tmpdir()} on ${fileSystemOf(dir)}, WAL, synchronous=FULL, group commit`,
      { kind: 'sqlite', path: sqlitePath },
      dir,
    ),
    await benchmark(
      'PostgreSQL',
      `PostgreSQL ${cluster.version} on the same machine over a Unix socket, fsync and synchronous_commit on (defaults), pool of 10`,
      { kind: 'postgres', url: await cluster.createDatabase('bench') },
      dir,
    ),
  ];

  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString().slice(0, 10),
    command: 'npm run bench:newsletter',
    machine: {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      sqlite: sqliteVersion,
      postgres: cluster.version,
    },
    setup: {
      endpoint: `POST ${NEWSLETTER_PATH}`,
      connections,
      durationSeconds: duration,
      rateLimit: 'off',
      mail: '.eml files in a temp folder, sent by the outbox while the load runs',
      loadGenerator: `autocannon ${(createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version}, same machine as the service`,
      uniqueAddresses: true,
    },
    results,
  };

  const rows = results
    .map(
      (r) =>
        `| ${r.store} | ${r.signupsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p90} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.acknowledged} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${r.storedRows} | ${r.acknowledgedMissing} | ${r.mailsWritten} | ${r.loadAverage} |`,
    )
    .join('\n');
  const md = `# Newsletter service benchmark

Measured ${report.date} by \`${report.command}\` (service/scripts/bench.ts): the built service
(\`node service/dist/server.js\`) on each store in turn, rate limit off, ${connections} connections for
${duration} s, every request a new address (a pending double opt-in sign-up and its confirmation mail
queued in the same transaction), load generated by ${report.setup.loadGenerator}.
The outbox writes the confirmation mails as .eml files while the load runs, on the same cores.

Machine: ${report.machine.cpu} (${report.machine.cores} cores), ${report.machine.memoryGb} GiB, ${report.machine.os}, Node ${report.machine.node}.

| Store | Sign-ups/s | Latency p50 | p90 | p99 | max | Acknowledged (200) | Non-2xx | Errors | Timeouts | Rows stored | Acknowledged but missing | Mails written by the end | Load average |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows}

Stores:
${results.map((r) => `- ${r.store}: ${r.settings}.`).join('\n')}

After each run every acknowledged address was looked up in the store ("acknowledged but missing"
must be 0). The tables hold a few more rows than autocannon counted acknowledgements, for the requests
still in flight when it stopped counting. The mails column counts the confirmation mails the outbox
had written when the service was stopped on SIGTERM: the rest were still queued in the database,
to be sent after a restart, which is how the outbox keeps a slow mail server from slowing sign-ups.

Each answer waits for its own commit. SQLite commits sign-ups arriving in the same event-loop turn in
one transaction (one WAL sync for the lot); PostgreSQL commits each in its own transaction over a pool
of connections, and is the store for several instances on several machines, which one SQLite file
cannot serve. The load generator and PostgreSQL run on the same ${report.machine.cores} cores as the service, so these
figures understate what each does alone. "Load average" is the machine's 1-minute load when the run
ended: above ${report.machine.cores}, other work was competing for the cores, and the figures are lower than on an idle
machine; compare runs only at similar loads. Raw figures: docs/benchmarks-newsletter.json.
`;
  writeFileSync(join(DOCS_DIR, 'benchmarks-newsletter.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(DOCS_DIR, 'benchmarks-newsletter.md'), md);
  console.log(md);
  if (results.some((r) => r.acknowledgedMissing > 0 || r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
