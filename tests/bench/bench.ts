// `npm run bench` (after `npm run build`): what a reader receives from the site, measured into
// docs/benchmarks.md and docs/benchmarks.json. The site runs as `npm start` runs it (server/src/start.ts
// and its supervisor) and behind the generated nginx configuration, each on free ports; then, per
// route: the bytes each server sent, axe, and Lighthouse on the real page and on its no-JavaScript
// twin, interleaved; last, kill -9 restarts of one remote's server. Options: see options.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BACKOFF } from '../../server/src/supervise.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { NGINX_PATH } from '../support/nginx';
import { sitePorts } from '../support/ports';
import { startNginxSite, startSite, type RunningSite } from '../support/site';
import { axeViolations, remoteLoads } from './axe';
import { ACCEPT_ENCODING, loadAndCount } from './bytes';
import { lighthouseMeasure, type LighthouseRun } from './lighthouse';
import { describeMachine } from './machine';
import { routeFigures, summarizeRuns, type RouteResult } from './measures';
import { parseOptions } from './options';
import { checkFree, freePortBase } from './ports';
import { readPrevious } from './previous';
import { markdown, type Report } from './report';
import { measureRestart } from './restart';
import { benchRoutes, selectRoutes, sitemapPaths, type Route } from './routes';
import { RESTART_TARGET_MS, TARGETS, missed } from './targets';
import { removeTwins, writeEmptyPage, writeTwin } from './twin';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
/** The Node site on base..base+5 (shell, four remotes, newsletter), nginx on base+10 and its newsletter on base+15. */
const NGINX_OFFSET = 10;
const PORT_SPAN = 16;
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The ids of The Arsenal's tools, to tell a tool's page from a category's in the sitemap. */
const toolIds = () =>
  new Set(
    (JSON.parse(readFileSync(path.join(ROOT, 'shared-content/content/tools.json'), 'utf8')) as { id: string }[]).map((tool) => tool.id),
  );

const say = (line: string) => process.stdout.write(`bench: ${line}\n`);

function requireBuild(): void {
  for (const file of ['shell/dist/index.html', 'server/dist/main.js', 'dist-deploy/nginx/toolverse.conf']) {
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first (\`npm run bench\` does)`);
  }
}

async function measureBytes(browser: Awaited<ReturnType<typeof chromium.launch>>, node: RunningSite, nginx: RunningSite, routes: Route[]) {
  const results = new Map<string, Pick<RouteResult, 'bytes' | 'axe' | 'remoteLoads'>>();
  for (const route of routes) {
    const onNode = await loadAndCount(browser, node.url + route.path);
    const axe = await axeViolations(onNode.page);
    const loads = await remoteLoads(onNode.page);
    await onNode.page.context().close();
    const onNginx = await loadAndCount(browser, nginx.url + route.path);
    await onNginx.page.context().close();
    const onDesktop = await loadAndCount(browser, node.url + route.path, 'desktop');
    await onDesktop.page.context().close();
    const bytes: RouteResult['bytes'] = { node: onNode.bytes, nginx: onNginx.bytes, desktop: onDesktop.bytes };
    results.set(route.path, { bytes, axe, remoteLoads: loads });
    say(
      `${route.path}: sent JS ${(bytes.node.js / 1024).toFixed(1)} KB (Node) / ${(bytes.nginx.js / 1024).toFixed(1)} KB (nginx), total ${(bytes.node.total / 1024).toFixed(1)} / ${(bytes.nginx.total / 1024).toFixed(1)} KB, axe ${axe.length}`,
    );
  }
  return results;
}

/**
 * Real and twin runs alternate, so whatever else loads the machine weighs on both alike; the empty
 * page is measured once after each route's runs, so its runs are spread over the whole bench.
 */
async function measureLighthouse(node: RunningSite, routes: Route[], twins: Map<string, string>, runs: number, emptyPath: string) {
  const results = new Map<string, { real: LighthouseRun[]; twin: LighthouseRun[] }>();
  const empty: LighthouseRun[] = [];
  const retry = (reason: string) => say(`${reason}; running it again`);
  for (const route of routes) {
    const real: LighthouseRun[] = [];
    const twin: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) {
      real.push(await lighthouseMeasure(node.url + route.path, CHROMIUM_PATH, LIGHTHOUSE_FLAGS, retry));
      twin.push(await lighthouseMeasure(node.url + (twins.get(route.path) as string), CHROMIUM_PATH, LIGHTHOUSE_FLAGS, retry));
      const [last, lastTwin] = [real.at(-1) as LighthouseRun, twin.at(-1) as LighthouseRun];
      say(
        `${route.path} run ${run + 1}/${runs}: perf ${last.performance}, LCP ${last.lcpMs} ms (twin ${lastTwin.lcpMs} ms), TBT ${last.tbtMs} ms`,
      );
    }
    results.set(route.path, { real, twin });
    empty.push(await lighthouseMeasure(node.url + emptyPath, CHROMIUM_PATH, LIGHTHOUSE_FLAGS, retry));
    say(`empty page: longest task ${empty.at(-1)?.longestTask?.ms ?? 'none (under 50)'} ms`);
  }
  return { results, empty };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseOptions(args);
  requireBuild();
  // Read before anything is overwritten: the comparison is with the committed report.
  const previous = readPrevious(path.join(DOCS, 'benchmarks.json'));
  const base = options.port ?? (await freePortBase(5000, PORT_SPAN));
  if (options.port !== null) await checkFree(base, PORT_SPAN);
  const machine = describeMachine(CHROMIUM_PATH, NGINX_PATH);

  const running: RunningSite[] = [];
  const cleanUp = async () => {
    removeTwins();
    await Promise.all(running.splice(0).map((site) => site.stop()));
  };
  // Ctrl-C leaves no twin in the build and no server behind; neither does a crash (the exit
  // handler can only do what is synchronous: signal the sites and remove the twins).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  process.once('exit', () => {
    removeTwins();
    for (const site of running) {
      try {
        process.kill(site.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  let report: Report;
  try {
    say(`starting the site on ${base} (npm start's supervisor) and behind nginx on ${base + NGINX_OFFSET}`);
    const node = await startSite(base);
    running.push(node);
    const nginx = await startNginxSite(base + NGINX_OFFSET);
    running.push(nginx);

    const sitemap = await (await fetch(`${node.url}/sitemap.xml`)).text();
    const routes = selectRoutes(benchRoutes(sitemapPaths(sitemap), toolIds()), options.routes);
    say(`routes: ${routes.map((route) => route.path).join(', ')}`);
    // Warm every server and route once, so no measure pays for a cold start.
    for (const site of [node, nginx]) for (const route of routes) await (await fetch(site.url + route.path)).text();

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    let bytes;
    try {
      bytes = await measureBytes(browser, node, nginx, routes);
    } finally {
      await browser.close();
    }

    const prerenderDir = path.join(ROOT, sitePorts(base).PRERENDER_DIR);
    const twins = new Map(routes.map((route) => [route.path, writeTwin(prerenderDir, route.path)]));
    const emptyPath = writeEmptyPage();
    const { results: lighthouse, empty: emptyRuns } = await measureLighthouse(node, routes, twins, options.runs, emptyPath);
    removeTwins();

    let restart = null;
    if (options.restarts > 0) {
      say(
        `kill -9 of the tools server, ${options.restarts} times (about ${Math.round((options.restarts * (BACKOFF.stableMs + 2_000)) / 1000)} s)`,
      );
      restart = {
        ...(await measureRestart({
          supervisorPid: node.pid,
          remote: 'tools',
          port: base + 2,
          runs: options.restarts,
          stableMs: BACKOFF.stableMs + 500,
        })),
        targetMs: RESTART_TARGET_MS,
        firstPauseMs: BACKOFF.firstMs,
      };
    }

    const results: RouteResult[] = routes.map((route) => {
      const measured = bytes.get(route.path);
      const runs = lighthouse.get(route.path);
      if (!measured || !runs) throw new Error(`no measures for ${route.path}`);
      const partial = {
        ...route,
        twinPath: twins.get(route.path) as string,
        lighthouse: summarizeRuns(runs.real),
        twin: summarizeRuns(runs.twin),
        ...measured,
      };
      return { ...partial, figures: routeFigures(partial) };
    });
    report = {
      date: new Date().toISOString().slice(0, 10),
      command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
      machine,
      runs: options.runs,
      acceptEncoding: ACCEPT_ENCODING,
      targets: TARGETS.map(({ figure, label, issue }) => ({ figure, label, issue })),
      routes: results,
      emptyPage: { path: emptyPath, lighthouse: summarizeRuns(emptyRuns) },
      restart,
      previous: previous ? { date: previous.date, bytesNote: previous.bytesNote } : null,
    };
  } finally {
    await cleanUp();
  }

  writeFileSync(path.join(DOCS, 'benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(DOCS, 'benchmarks.md'), markdown(report, previous));
  const misses = report.routes.flatMap((route) => missed(route.figures).map((label) => `${route.path} ${label}`));
  say(misses.length > 0 ? `targets missed: ${misses.join('; ')}` : 'every target met');
  say('wrote docs/benchmarks.md and docs/benchmarks.json');
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${(error as Error).message}`);
  process.exitCode = 1;
}
