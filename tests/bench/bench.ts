// `npm run bench` (after `npm run build`): what a reader receives from the site, measured into
// docs/benchmarks.md and docs/benchmarks.json. The site runs as `npm start` runs it (server/src/start.ts
// and its supervisor) and behind the generated nginx configuration, each on free ports; then, per
// route: the bytes each server sent, axe, the time to a working control (the probe) beside the
// reference page (a static page with one React island), the navigation to the next route, and
// Lighthouse on the real page, on its no-JavaScript twin and on the reference page, interleaved;
// last, kill -9 restarts of one remote's server. Options: see options.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BACKOFF } from '../../server/src/supervise.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { NGINX_PATH } from '../support/nginx';
import { sitePorts } from '../support/ports';
import { startNginxSite, startSite, type RunningSite } from '../support/site';
import { axeViolations, remoteLoads } from './audits/axe';
import { ACCEPT_ENCODING, loadAndCount } from './bytes';
import { lighthouseMeasure, type LighthouseRun } from './audits/lighthouse';
import { describeMachine, loadAverageNow } from './machine';
import { referenceFigures, routeFigures, summarizeRuns, type ReferenceResult, type RouteResult } from './measures';
import { launchNavigationBrowser, navigationRun } from './navigation/navigation';
import {
  HOVERS,
  HOVER_KINDS,
  navigationPairs,
  summarizeNavigation,
  type Hover,
  type NavigationMeasures,
  type NavigationPair,
  type NavigationRun,
} from './navigation/navigation-pairs';
import { parseOptions } from './options';
import { checkFree, freePortBase } from './ports';
import { readPrevious } from './previous';
import { probeRecorder, probeRun } from './probe/probe';
import { PROBE_LIMIT_MS, probeOutcome, summarizeProbe, type ProbeRun, type ProbeSummary } from './probe/probe-outcome';
import { writeReferencePage } from './references/reference';
import { writePlainSite } from './references/reference-mpa';
import { markdown, type Report } from './report';
import { measureRestart } from './restart';
import { ARTICLE_ROUTE, benchRoutes, selectRoutes, sitemapPaths, type Route } from './routes';
import { RESTART_TARGET_MS, TARGETS, contextOf, missed } from './targets';
import { removeTwins, writeEmptyPage, writeTwin } from './references/twin';

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
 * page is measured once after each route's runs, so its runs are spread over the whole bench. The
 * reference page is measured beside each route's first runs, as many as make `runs` in all at
 * least, spread over the bench the same way.
 */
async function measureLighthouse(
  node: RunningSite,
  routes: Route[],
  twins: Map<string, string>,
  runs: number,
  paths: { empty: string; reference: string },
) {
  const results = new Map<string, { real: LighthouseRun[]; twin: LighthouseRun[] }>();
  const empty: LighthouseRun[] = [];
  const reference: LighthouseRun[] = [];
  const referenceRunsPerRoute = Math.ceil(runs / routes.length);
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
      if (run < referenceRunsPerRoute) {
        reference.push(await lighthouseMeasure(node.url + paths.reference, CHROMIUM_PATH, LIGHTHOUSE_FLAGS, retry));
        const lastReference = reference.at(-1) as LighthouseRun;
        say(`reference page: perf ${lastReference.performance}, LCP ${lastReference.lcpMs} ms, TBT ${lastReference.tbtMs} ms`);
      }
    }
    results.set(route.path, { real, twin });
    empty.push(await lighthouseMeasure(node.url + paths.empty, CHROMIUM_PATH, LIGHTHOUSE_FLAGS, retry));
    say(`empty page: longest task ${empty.at(-1)?.longestTask?.ms ?? 'none (under 50)'} ms`);
  }
  return { results, empty, reference };
}

/** The routes and the reference page in turn, run after run, so drift on the machine weighs on all alike. */
async function measureProbe(node: RunningSite, paths: string[], runs: number): Promise<Map<string, ProbeSummary>> {
  const results = new Map<string, ProbeRun[]>(paths.map((page) => [page, []]));
  const recorder = await probeRecorder();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of paths) {
        const measured = await probeRun(browser, node.url + page, recorder);
        results.get(page)?.push(measured);
        const { fcpMs, workingClickMs, lostClicks, openMs } = probeOutcome(measured);
        say(
          `${page} probe run ${run + 1}/${runs}: FCP ${fcpMs} ms, ${
            workingClickMs === null
              ? `search box not open after ${PROBE_LIMIT_MS / 1000} s`
              : `first working click ${workingClickMs} ms after FCP`
          }, ${lostClicks} click(s) lost, box open at ${openMs ?? 'never'} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return new Map([...results].map(([page, measured]) => [page, summarizeProbe(measured)]));
}

/**
 * Each pair's runs, by the path it starts from: pressed at once and after a rest, on the site and on
 * its plain multi-page copy (`plain`: each route's plain page), interleaved run by run so drift on
 * the machine weighs on all four alike.
 */
async function measureNavigation(
  node: RunningSite,
  pairs: NavigationPair[],
  runs: number,
  plain: ReadonlyMap<string, string>,
): Promise<Map<string, NavigationMeasures>> {
  const plainPair = ({ from, to }: NavigationPair): NavigationPair => ({
    from: { name: `${from.name} (plain)`, path: plain.get(from.path) as string },
    to: { name: `${to.name} (plain)`, path: plain.get(to.path) as string },
  });
  type Key = `${'site' | 'plain'}.${Hover}`;
  const measured = new Map(pairs.map((pair) => [pair.from.path, new Map<Key, { runs: NavigationRun[]; link: string }>()]));
  const browser = await launchNavigationBrowser();
  try {
    for (let run = 0; run < runs; run++) {
      for (const pair of pairs) {
        for (const hover of HOVER_KINDS) {
          for (const [copy, driven] of [
            ['site', pair],
            ['plain', plainPair(pair)],
          ] as const) {
            // A busy machine may keep a page from answering once: one more try before the bench stops.
            const one = await navigationRun(browser, node.url, driven, HOVERS[hover]).catch((error: unknown) => {
              say(`${driven.from.path} -> ${driven.to.path} run ${run + 1}/${runs}: ${(error as Error).message}; trying again`);
              return navigationRun(browser, node.url, driven, HOVERS[hover]);
            });
            const entry = measured.get(pair.from.path)?.get(`${copy}.${hover}`) ?? { runs: [], link: one.link };
            entry.runs.push(one.run);
            measured.get(pair.from.path)?.set(`${copy}.${hover}`, entry);
            say(
              `${driven.from.path} -> ${driven.to.path} (${hover}) run ${run + 1}/${runs}: click to first paint ${one.run.clickToPaintMs} ms, ${
                one.run.prerendered ? 'prerendered' : 'not prerendered'
              } (${one.link})`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const results = new Map<string, NavigationMeasures>();
  for (const pair of pairs) {
    const byKey = measured.get(pair.from.path) as Map<Key, { runs: NavigationRun[]; link: string }>;
    const summary = (copy: 'site' | 'plain', hover: Hover) => {
      const entry = byKey.get(`${copy}.${hover}`);
      if (!entry) throw new Error(`no ${copy} navigation (${hover}) from ${pair.from.path}`);
      return summarizeNavigation(copy === 'site' ? pair : plainPair(pair), entry.link, entry.runs);
    };
    results.set(pair.from.path, {
      site: { pressed: summary('site', 'pressed'), rested: summary('site', 'rested') },
      plain: { pressed: summary('plain', 'pressed'), rested: summary('plain', 'rested') },
    });
  }
  return results;
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
    const allRoutes = benchRoutes(sitemapPaths(sitemap), toolIds());
    const routes = selectRoutes(allRoutes, options.routes);
    const article = allRoutes.find((route) => route.name === ARTICLE_ROUTE);
    if (!article) throw new Error('the sitemap has no article, whose twin the reference page is built on');
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
    const referencePage = await writeReferencePage(prerenderDir, article.path);
    say(
      `reference page ${referencePage.path}: the twin of ${article.path} with a React ${referencePage.react} island, its script ${(referencePage.script.brotli / 1024).toFixed(1)} KB brotli`,
    );
    const probes = await measureProbe(node, [...routes.map((route) => route.path), referencePage.path], options.runs);
    const pairs = navigationPairs(allRoutes, routes);
    const plain = writePlainSite(prerenderDir, allRoutes);
    say(`plain multi-page copy of the routes under ${path.dirname(path.dirname(plain.get('/') ?? ''))}/`);
    const navigation = await measureNavigation(node, pairs, options.runs, plain);
    const {
      results: lighthouse,
      empty: emptyRuns,
      reference: referenceRuns,
    } = await measureLighthouse(node, routes, twins, options.runs, { empty: emptyPath, reference: referencePage.path });
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
      const probe = probes.get(route.path);
      const next = navigation.get(route.path);
      if (!measured || !runs || !probe || !next) throw new Error(`no measures for ${route.path}`);
      const partial = {
        ...route,
        twinPath: twins.get(route.path) as string,
        lighthouse: summarizeRuns(runs.real),
        twin: summarizeRuns(runs.twin),
        ...measured,
        probe,
        navigation: next,
      };
      return { ...partial, figures: routeFigures(partial) };
    });
    const referenceProbe = probes.get(referencePage.path);
    if (!referenceProbe) throw new Error('no probe of the reference page');
    const referencePartial = { ...referencePage, lighthouse: summarizeRuns(referenceRuns), probe: referenceProbe };
    const reference: ReferenceResult = { ...referencePartial, figures: referenceFigures(referencePartial) };
    report = {
      date: new Date().toISOString().slice(0, 10),
      command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
      machine: { ...machine, loadAverageAtEnd: loadAverageNow() },
      runs: options.runs,
      acceptEncoding: ACCEPT_ENCODING,
      targets: TARGETS.map(({ figure, label, issue }) => ({ figure, label, issue })),
      routes: results,
      emptyPage: { path: emptyPath, lighthouse: summarizeRuns(emptyRuns) },
      reference,
      restart,
      previous: previous ? { date: previous.date, bytesNote: previous.bytesNote } : null,
    };
  } finally {
    await cleanUp();
  }

  writeFileSync(path.join(DOCS, 'benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(DOCS, 'benchmarks.md'), markdown(report, previous));
  const misses = report.routes.flatMap((route) =>
    missed(route.figures, contextOf(route, report.reference)).map((label) => `${route.path} ${label}`),
  );
  say(misses.length > 0 ? `targets missed: ${misses.join('; ')}` : 'every target met');
  say('wrote docs/benchmarks.md and docs/benchmarks.json');
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${(error as Error).message}`);
  process.exitCode = 1;
}
