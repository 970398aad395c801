// The monitor at scale: 5,000 pages on 250 simulated vendor hosts (the four shapes, a quarter of them
// rendered in headless Chromium), read by the built CLI's `monitor run` as an operator runs it, with
// the default politeness (one request a second per host). Prints and writes to
// docs/benchmarks-monitor.md the wall time, the peak memory of the monitor and its Chromium, and what
// the run read. `BENCH_PAGES`, `BENCH_HOSTS` change the load.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqliteStore } from '../src/open-store.js';
import { CLI_JS, tempDir } from '../test/helpers.js';
import { baselinesOf, sourcesOf, writeSourcesFile } from '../test/monitor/support.js';
import { startVendorWeb } from '../test/monitor/vendor-web/server.js';
import { syntheticVendors } from '../test/monitor/vendor-web/vendors.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pages = Number(process.env.BENCH_PAGES ?? 5000);
const hosts = Number(process.env.BENCH_HOSTS ?? 250);
/** One page in this many only renders with script (0: none). */
const scriptEvery = Number(process.env.BENCH_SCRIPT_EVERY ?? 10);

/**
 * Memory of a process and every process below it (Chromium's), from /proc, in bytes: the proportional
 * set size (PSS), which counts a page shared by N processes as 1/N to each, so the sum is the memory the
 * tree uses (resident sizes would count Chromium's shared libraries once per process).
 */
function treeRss(pid: number): number {
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const id = stack.pop() as number;
    try {
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${id}/smaps_rollup`, 'utf8'))?.[1];
      total += Number(pss ?? 0) * 1024;
    } catch {
      continue;
    }
    stack.push(...children(id));
  }
  return total;
}

// Most vendors' pricing pages are served as HTML (with JSON-LD, app data or a plain table); one in ten
// here only renders with script, read in headless Chromium.
const SERVED = ['json-ld', 'app-data', 'plain-table'] as const;
const ownPss = (pid: number): number => {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

const vendors = syntheticVendors(pages, hosts).map((vendor, index) => ({
  ...vendor,
  shape: scriptEvery > 0 && index % scriptEvery === 0 ? ('script-table' as const) : (SERVED[index % 3] as (typeof SERVED)[number]),
}));
const web = await startVendorWeb(vendors);
// The record was read ten days ago and a tenth of the pages changed their Pro plan: proposals to write.
for (const vendor of vendors.filter((_, index) => index % 10 === 0))
  web.change(vendor.toolId, {
    kind: 'price',
    plan: vendor.plans.find((plan) => !plan.sales && plan.monthly !== 0)?.name ?? '',
    monthly: 99,
  });
const scratch = tempDir('monitor-bench-');
const db = join(scratch.dir, 'service.sqlite');
await openSqliteStore(db).close();
const file = writeSourcesFile(
  scratch.dir,
  sourcesOf(web, vendors),
  baselinesOf(vendors, new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)),
);
const started = Date.now();
const child = spawn(process.execPath, [CLI_JS, 'monitor', 'run', '--db', db], {
  env: {
    ...process.env,
    MONITOR_SOURCES_FILE: file,
    MONITOR_RESOLVE: [...web.resolve].map(([host, address]) => `${host}=${address}`).join(','),
    MONITOR_CONCURRENCY: process.env.BENCH_CONCURRENCY ?? '16',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
let peak = 0;
let peakMonitor = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(child.pid as number));
  peakMonitor = Math.max(peakMonitor, ownPss(child.pid as number));
}, 250);
const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
await web.close();
const store = openSqliteStore(db);
const proposals = (await store.monitor.desk.proposals('all')).length;
await store.close();
if (!process.env.BENCH_KEEP) scratch.remove();
else console.log(`kept ${db}`);
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const line = out.split('\n').find((text) => text.startsWith('Run ')) ?? out;
const report = `# The price monitor at scale

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${os.cpus().length} cores, Node ${process.version})
with \`npm run bench:monitor\` (service/scripts/bench-monitor.ts): the built CLI's \`monitor run\` on a
fresh SQLite file against a local stand-in for ${hosts} vendor hosts serving ${pages} pricing pages in the four
shapes (JSON-LD, app data, a plain table; one in ten a table only script fills, read in headless Chromium,
four pages at once), one page in ten with a changed price; default politeness (a second between two requests to a host, robots.txt asked
once per host), ${process.env.BENCH_CONCURRENCY ?? '16'} sources at once.

| pages | hosts | wall time | peak memory, monitor + Chromium (PSS) | of which the monitor's Node process | proposals | exit |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${pages} | ${hosts} | ${seconds.toFixed(0)} s | ${mb(peak)} MB | ${mb(peakMonitor)} MB | ${proposals} | ${code} |

The bars (issue 48): 5,000 pages in at most 10 minutes, under 500 MB.

The run said: ${line.trim()}
`;
writeFileSync(join(ROOT, 'docs', 'benchmarks-monitor.md'), report);
console.log(report);
process.exit(code === 0 ? 0 : 1);
