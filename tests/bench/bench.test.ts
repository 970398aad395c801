import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteBytes } from './bytes';
import type { LighthouseRun } from './audits/lighthouse';
import type { Machine } from './machine';
import { referenceFigures, routeFigures, summarizeRuns, type ReferenceResult, type RouteResult } from './measures';
import { chooseLink, clickToPaintMs, navigationPairs, summarizeNavigation, type NavigationRun } from './navigation/navigation-pairs';
import { plainPageHtml, plainPath } from './references/reference-mpa';
import { parseOptions } from './options';
import { readPrevious } from './previous';
import { PROBE_LIMIT_MS, probeOutcome, summarizeProbe, type ProbeRun } from './probe/probe-outcome';
import { withReferenceIsland } from './references/reference-html';
import { REFERENCE_ISLAND_TAG, SearchToggle } from './references/reference-toggle';
import { markdown, type Report } from './report';
import { benchRoutes, selectRoutes, sitemapPaths, type Route } from './routes';
import { median } from './stats';
import { isScript } from './task-names';
import { contextOf, missed } from './targets';
import { withoutScripts } from './references/twin-html';

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1_000,
  tbtMs: 0,
  cls: 0,
  longestTask: null,
  longestScriptTask: null,
  busiestScript: { ms: 40, url: 'http://localhost:5000/main.1234abcd.js' },
  renderBlocking: ['http://localhost:5000/main.1234abcd.css'],
  textCompressionSavings: 0,
  failing: [],
  ...overrides,
});
const bytes = (js: number): RouteBytes => ({
  html: 10_000,
  js,
  css: 8_000,
  other: 2_000,
  total: 20_000 + js,
  requests: 9,
  uncompressedText: [],
  files: [],
});

/** Painted at 700 ms; a click before the paint, then one that opened the box at once; the first result at 900. */
const probeRun = (overrides: Partial<ProbeRun> = {}): ProbeRun => ({
  fcpMs: 700,
  clicksMs: [650, 760],
  openMs: 770,
  resultMs: 900,
  ...overrides,
});

const HOME: Route = { name: 'Home', path: '/' };
const BLOG: Route = { name: 'Blog', path: '/blog' };
const ARTICLE: Route = { name: 'Article', path: '/blog/ai-tools-replace-assistant' };
const TOOLS: Route = { name: 'Tools', path: '/tools' };

type NavigationKind = 'pressed' | 'rested' | 'plainPressed' | 'plainRested';
/** Pressed at once 100 ms (plain 110); after the rest 60 ms, prerendered (plain 70). */
const NAVIGATION_RUNS: Record<NavigationKind, NavigationRun[]> = {
  pressed: [{ clickToPaintMs: 100, prerendered: false }],
  rested: [{ clickToPaintMs: 60, prerendered: true }],
  plainPressed: [{ clickToPaintMs: 110, prerendered: false }],
  plainRested: [{ clickToPaintMs: 70, prerendered: false }],
};

function route(
  real: LighthouseRun[],
  twin: LighthouseRun[],
  js = 80 * 1024,
  { at = HOME, probe = [probeRun()], navigation = {} as Partial<Record<NavigationKind, NavigationRun[]>> } = {},
): RouteResult {
  const runs = { ...NAVIGATION_RUNS, ...navigation };
  const plainPair = { from: { name: 'Home (plain)', path: plainPath(at.path) }, to: { name: 'Blog (plain)', path: plainPath(BLOG.path) } };
  const partial = {
    ...at,
    twinPath: '/_twin/home/index.html',
    lighthouse: summarizeRuns(real),
    twin: summarizeRuns(twin),
    bytes: { node: bytes(js), nginx: bytes(js), desktop: bytes(js + 10 * 1024) },
    axe: [],
    remoteLoads: [],
    probe: summarizeProbe(probe),
    navigation: {
      site: {
        pressed: summarizeNavigation({ from: at, to: BLOG }, 'header "Blog"', runs.pressed),
        rested: summarizeNavigation({ from: at, to: BLOG }, 'header "Blog"', runs.rested),
      },
      plain: {
        pressed: summarizeNavigation(plainPair, 'header "Blog"', runs.plainPressed),
        rested: summarizeNavigation(plainPair, 'header "Blog"', runs.plainRested),
      },
    },
  };
  return { ...partial, figures: routeFigures(partial) };
}

/** The reference page: performance 98, TBT 40 ms; its first three clicks after the paint do nothing. */
function referencePage(
  lighthouse = [run({ performance: 98, tbtMs: 40 })],
  probe = [probeRun({ clicksMs: [760, 860, 960, 1060], openMs: 1070 })],
): ReferenceResult {
  const partial = {
    path: '/_twin/reference/index.html',
    twinOf: ARTICLE.path,
    react: '19.3.1',
    script: { bytes: 222_000, brotli: 59_000, gzip: 68_000 },
    lighthouse: summarizeRuns(lighthouse),
    probe: summarizeProbe(probe),
  };
  return { ...partial, figures: referenceFigures(partial) };
}

describe('median', () => {
  test('is the middle of an odd count and the lower middle of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([])).toBeNaN();
  });
});

describe('the no-JavaScript twin', () => {
  test('keeps the page and its stylesheets and loses every script and script preload', () => {
    const page = [
      '<html><head><link href="/main.1.css" rel="stylesheet"><link rel="preload" as="script" href="/_remotes/blog/remoteEntry.js">',
      '<link rel="modulepreload" href="/x.js"><link rel="preload" as="image" href="/hero.webp">',
      '<script type="application/ld+json">{"@type":"Article"}</script><script defer="defer" src="/main.1.js"></script></head>',
      '<body><h1>Title</h1><script>window.__DATA__ = "</p>";</script><p>Text</p></body></html>',
    ].join('');
    const twin = withoutScripts(page);
    expect(twin).not.toMatch(/<script|remoteEntry|modulepreload/);
    expect(twin).toContain('<link href="/main.1.css" rel="stylesheet">');
    expect(twin).toContain('<link rel="preload" as="image" href="/hero.webp">');
    expect(twin).toContain('<h1>Title</h1><p>Text</p>');
  });
});

describe('routes', () => {
  const sitemap = [
    '/',
    '/blog',
    '/blog/first-post',
    '/blog/ai-tools-replace-assistant',
    '/tools',
    '/tools/automation',
    '/quizzes',
    '/guide',
  ]
    .map((url) => `<url><loc>http://localhost:5000${url}</loc></url>`)
    .join('');

  test('come from the sitemap: the usual article while it exists, and no tool page while only categories sit under /tools/', () => {
    const routes = benchRoutes(sitemapPaths(sitemap), new Set(['chatgpt']));
    expect(routes.map((r) => r.path)).toEqual(['/', '/blog', '/blog/ai-tools-replace-assistant', '/tools', '/quizzes', '/guide']);
  });

  test("include a tool's own page, a comparison and the search page once the sitemap has them", () => {
    const routes = benchRoutes(
      [
        ...sitemapPaths(sitemap),
        '/tools/chatgpt',
        '/tools/compare',
        '/tools/compare/jasper-vs-copy-ai',
        '/tools/compare/chatgpt-vs-claude',
        '/search',
      ],
      new Set(['chatgpt']),
    );
    expect(routes.find((r) => r.name === 'Tool page')?.path).toBe('/tools/chatgpt');
    // The one the tool's page links to, so the navigation from one to the next has a link to press.
    expect(routes.find((r) => r.name === 'Comparison')?.path).toBe('/tools/compare/chatgpt-vs-claude');
    expect(routes.find((r) => r.name === 'Search')?.path).toBe('/search');
  });

  test('are chosen by name or path, and an unknown one is named in the error', () => {
    const routes = benchRoutes(sitemapPaths(sitemap), new Set());
    expect(selectRoutes(routes, ['home', '/guide']).map((r) => r.path)).toEqual(['/', '/guide']);
    expect(() => selectRoutes(routes, ['home', 'nowhere'])).toThrow(/nowhere/);
    expect(() => benchRoutes(['/', '/blog'], new Set())).toThrow(/no \/tools/);
  });
});

describe('options', () => {
  test('default to the full measure and refuse what is not a count', () => {
    expect(parseOptions([])).toEqual({ runs: 5, routes: [], restarts: 5, port: null });
    expect(parseOptions(['--runs', '1', '--routes', 'home,article', '--restarts', '0', '--port', '12500'])).toEqual({
      runs: 1,
      routes: ['home', 'article'],
      restarts: 0,
      port: 12500,
    });
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs must be a whole number from 1 to 9/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--fast'])).toThrow(/usage/);
  });
});

describe('figures and targets', () => {
  test('each number is the median of its runs, and the names come from the median run', () => {
    const slow = run({ performance: 80, lcpMs: 3_000, longestTask: { ms: 200, url: 'http://localhost:5000/slow.js' } });
    const result = route(
      [run({ performance: 99, lcpMs: 1_200 }), slow, run({ lcpMs: 1_100, tbtMs: 30 })],
      [run({ lcpMs: 1_000 }), run({ lcpMs: 900 }), run({ lcpMs: 1_100 })],
    );
    expect(result.figures.performance).toBe(99);
    expect(result.figures.lcpMs).toBe(1_200);
    expect(result.figures.twinLcpMs).toBe(1_000);
    expect(result.figures.lcpRatio).toBe(1.2);
    expect(result.lighthouse.longestTask).toBeNull();
    expect(result.figures.renderBlockingStylesheets).toBe(1);
  });

  test('a route meets every target, or the missed ones are named', () => {
    const reference = referencePage();
    const fine = route([run()], [run()]);
    expect(missed(fine.figures, contextOf(fine, reference))).toEqual([]);
    const heavy = route(
      [run({ performance: 97, lcpMs: 1_500, tbtMs: 100, cls: 0.01, renderBlocking: ['http://x/a.css', 'http://x/b.css'] })],
      [run()],
      95 * 1024,
      {
        probe: [
          probeRun({ clicksMs: [760, 860, 960, 1060, 1160, 1260, 1360, 1460, 1560, 1660, 1760, 1860], openMs: 1870, resultMs: 2_400 }),
        ],
        navigation: { pressed: [{ clickToPaintMs: 450, prerendered: false }], rested: [{ clickToPaintMs: 71, prerendered: true }] },
      },
    );
    expect(missed(heavy.figures, contextOf(heavy, reference))).toEqual([
      "Lighthouse performance >= the reference page's",
      'LCP(route) / LCP(twin) <= 1.10',
      "TBT <= the reference page's + 50 ms",
      'at most 1 render-blocking stylesheet',
      'JS <= 90 KB as sent (Node)',
      'JS <= 90 KB as sent (nginx)',
      'CLS 0',
      'search toggle working <= 1000 ms after the first paint',
      'no click on the search toggle lost',
      "first search result after typing at first paint <= the reference page's",
      'next page shown no later than on the plain multi-page copy, pressed at once (median)',
      'next page shown no later than on the plain multi-page copy, pressed after 300 ms (median)',
    ]);
  });

  test("hold performance and TBT against the reference page's medians of the same run, and leave them out without one", () => {
    const reference = referencePage([
      run({ performance: 96, tbtMs: 30 }),
      run({ performance: 98, tbtMs: 90 }),
      run({ performance: 99, tbtMs: 40 }),
    ]);
    expect(reference.figures.performance).toBe(98);
    expect(reference.figures.tbtMs).toBe(40);
    const equal = route([run({ performance: 98, tbtMs: 40 })], [run()]);
    expect(missed(equal.figures, contextOf(equal, reference))).toEqual([]);
    const within = route([run({ performance: 98, tbtMs: 90 })], [run()]);
    expect(missed(within.figures, contextOf(within, reference))).toEqual([]);
    const worse = route([run({ performance: 97, tbtMs: 91 })], [run()]);
    expect(missed(worse.figures, contextOf(worse, reference))).toEqual([
      "Lighthouse performance >= the reference page's",
      "TBT <= the reference page's + 50 ms",
    ]);
    expect(missed(worse.figures, contextOf(worse, null))).toEqual([]);
  });

  test('give an article a JS budget of 75 KB and every route one of 90 KB, as sent by either server', () => {
    const article = route([run()], [run()], 80 * 1024, { at: ARTICLE });
    expect(missed(article.figures, contextOf(article, null))).toEqual([
      'JS <= 75 KB as sent on an article (Node)',
      'JS <= 75 KB as sent on an article (nginx)',
    ]);
    const tools = route([run()], [run()], 80 * 1024, { at: TOOLS });
    expect(missed(tools.figures, contextOf(tools, null))).toEqual([]);
    const lean = route([run()], [run()], 75 * 1024, { at: ARTICLE });
    expect(missed(lean.figures, contextOf(lean, null))).toEqual([]);
  });
});

describe('time to a working control', () => {
  test('the click that opened the box is the last one before it opened; the ones after the paint and before it were lost', () => {
    // Painted at 700; clicks at 650 (before the paint: not lost), 760, 860, 960 (lost), 1060 (opened it at 1070).
    expect(probeOutcome(probeRun({ clicksMs: [650, 760, 860, 960, 1060], openMs: 1070, resultMs: 1_300 }))).toEqual({
      fcpMs: 700,
      workingClickMs: 360,
      lostClicks: 3,
      clicks: 5,
      openMs: 1070,
      firstResultMs: 600,
    });
  });

  test('a box that opened at the first click after the paint lost nothing; one opened before the paint took no time', () => {
    expect(probeOutcome(probeRun())).toMatchObject({ workingClickMs: 60, lostClicks: 0 });
    expect(probeOutcome(probeRun({ clicksMs: [650], openMs: 660 }))).toMatchObject({ workingClickMs: 0, lostClicks: 0 });
    expect(probeOutcome(probeRun({ clicksMs: [], openMs: 10 }))).toMatchObject({ workingClickMs: 0, lostClicks: 0 });
  });

  test('a box that never opened lost every click after the paint, and counts as the limit in the medians', () => {
    const never: ProbeRun = { fcpMs: 700, clicksMs: [650, 760, 860], openMs: null, resultMs: null };
    expect(probeOutcome(never)).toEqual({ fcpMs: 700, workingClickMs: null, lostClicks: 2, clicks: 3, openMs: null, firstResultMs: null });
    const summary = summarizeProbe([never, never, probeRun({ fcpMs: 800, clicksMs: [810], openMs: 820 })]);
    expect(summary).toMatchObject({
      fcpMs: 700,
      workingClickMs: PROBE_LIMIT_MS,
      openMs: PROBE_LIMIT_MS,
      firstResultMs: PROBE_LIMIT_MS,
      lostClicks: 2,
      lostClicksTotal: 4,
      notOpened: 2,
    });
  });

  test('medians over the runs, and the clicks lost in all of them', () => {
    const summary = summarizeProbe([
      probeRun(),
      probeRun({ clicksMs: [760, 860], openMs: 870 }),
      probeRun({ clicksMs: [760, 860, 960, 1060], openMs: 1070 }),
    ]);
    expect(summary).toMatchObject({ fcpMs: 700, workingClickMs: 160, openMs: 870, lostClicks: 1, lostClicksTotal: 4, notOpened: 0 });
  });
});

describe('navigation', () => {
  const all = [
    HOME,
    BLOG,
    ARTICLE,
    TOOLS,
    { name: 'Tool page', path: '/tools/chatgpt' },
    { name: 'Quizzes', path: '/quizzes' },
    { name: 'Guide', path: '/guide' },
  ];

  test('goes through the routes in order and back home; a quick run of a few measures the same pairs', () => {
    expect(navigationPairs(all, all).map(({ from, to }) => `${from.path} -> ${to.path}`)).toEqual([
      '/ -> /blog',
      '/blog -> /blog/ai-tools-replace-assistant',
      '/blog/ai-tools-replace-assistant -> /tools',
      '/tools -> /tools/chatgpt',
      '/tools/chatgpt -> /quizzes',
      '/quizzes -> /guide',
      '/guide -> /',
    ]);
    expect(navigationPairs(all, [ARTICLE]).map(({ from, to }) => `${from.path} -> ${to.path}`)).toEqual([
      '/blog/ai-tools-replace-assistant -> /tools',
    ]);
  });

  test("presses the link in sight, else the header's or footer's, else the first shown anywhere", () => {
    const link = (shown: boolean, inWindow: boolean, inHeaderOrFooter: boolean) => ({ shown, inWindow, inHeaderOrFooter });
    expect(chooseLink([link(false, false, true), link(true, false, false), link(true, true, true)])).toBe(2);
    expect(chooseLink([link(true, false, false), link(true, false, true)])).toBe(1);
    expect(chooseLink([link(false, false, true), link(true, false, false)])).toBe(1);
    expect(chooseLink([link(false, true, true)])).toBe(-1);
  });

  test("the time to the next page's first paint: its own paint, or its activation when it was prerendered and painted before", () => {
    const click = 1_000_000;
    // Not prerendered: its clock starts after the click.
    expect(clickToPaintMs(click, { timeOrigin: click + 15, activationStart: 0, fcpStartTime: 240.4 })).toBe(255);
    // Prerendered 200 ms before the click, painted 90 ms after its activation.
    expect(clickToPaintMs(click, { timeOrigin: click - 200, activationStart: 205, fcpStartTime: 295 })).toBe(95);
    // Painted in the background before the activation: the reader sees it at the activation.
    expect(clickToPaintMs(click, { timeOrigin: click - 200, activationStart: 230, fcpStartTime: 120 })).toBe(30);
  });

  test('the median of the runs, and how many of them found the next page prerendered', () => {
    const summary = summarizeNavigation({ from: HOME, to: BLOG }, 'header "Blog"', [
      { clickToPaintMs: 90, prerendered: true },
      { clickToPaintMs: 400, prerendered: false },
      { clickToPaintMs: 100, prerendered: true },
    ]);
    expect(summary).toMatchObject({ from: '/', to: '/blog', clickToPaintMs: 100, prerendered: 2 });
  });
});

describe('the plain multi-page copy', () => {
  test("points the twin's links to the measured routes at their plain pages, and leaves every other link as it was", () => {
    const twin = '<a href="/">Home</a><a href="/blog">Blog</a><a href="/blog/other">Other</a><a href="/tools?page=2">2</a>';
    expect(plainPageHtml(twin, [HOME, BLOG])).toBe(
      '<a href="/_twin/mpa/home/index.html">Home</a><a href="/_twin/mpa/blog/index.html">Blog</a><a href="/blog/other">Other</a><a href="/tools?page=2">2</a>',
    );
    expect(plainPath(ARTICLE.path)).toBe('/_twin/mpa/blog--ai-tools-replace-assistant/index.html');
  });
});

describe('the reference page', () => {
  const twin = [
    '<html><head><link href="/_styles/page.1.css" rel="stylesheet"></head><body><header><nav>',
    '<button type="button" popoverTarget="site-search" aria-label="Search articles" class="p-2.5"><svg></svg></button>',
    '<button type="button" popoverTarget="mobile-menu" aria-label="Open menu"><svg></svg></button></nav>',
    '<div id="site-search" popover="auto"><input placeholder="Search blog titles..."/></div></header></body></html>',
  ].join('');

  test("is the twin with its search toggle made a React island, server-rendered, and the island's module script in the head", () => {
    const island = renderToString(createElement(SearchToggle));
    const page = withReferenceIsland(twin, island, REFERENCE_ISLAND_TAG, '/_twin/reference/island.js');
    expect(page).toContain(`<${REFERENCE_ISLAND_TAG}>${island}</${REFERENCE_ISLAND_TAG}><button type="button" popoverTarget="mobile-menu"`);
    expect(page).toContain('<script type="module" src="/_twin/reference/island.js"></script></head>');
    expect(page).not.toContain('popoverTarget="site-search"');
    // The server's render is the closed toggle: a button the script makes work, no box yet.
    expect(island).toMatch(/^<button type="button" aria-label="Search articles" aria-expanded="false"[^>]*><svg/);
    expect(island).not.toContain('<input');
  });

  test('refuses a twin whose search toggle it cannot find', () => {
    expect(() => withReferenceIsland(twin.replace('popoverTarget="site-search"', ''), '', REFERENCE_ISLAND_TAG, '/x.js')).toThrow(
      /0 search toggles/,
    );
  });
});

describe('the report', () => {
  const machine: Machine = {
    os: 'Debian',
    cpu: 'CPU',
    cores: 2,
    memoryGb: 8,
    loadAverage: 0.5,
    node: 'v20.20.2',
    chromium: 'Chromium 156',
    lighthouse: '12.8.2',
    axe: '4.14.1',
    nginx: 'nginx/1.22.1',
  };
  const report = (routes: RouteResult[], reference: ReferenceResult | null = null): Report => ({
    date: '2026-11-23',
    command: 'npm run bench',
    machine,
    runs: 1,
    acceptEncoding: 'br, gzip',
    targets: [],
    routes,
    restart: {
      remote: 'tools',
      runsMs: [600, 700, 650],
      medianMs: 650,
      command: 'node server/dist/main.js tools',
      targetMs: 5_000,
      firstPauseMs: 250,
    },
    reference,
    previous: null,
  });

  test("reads the earlier bench's report, saying its bytes were gzip of the build, and shows each figure against it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    const file = path.join(dir, 'benchmarks.json');
    const old = {
      path: '/',
      performance: 96,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      fcpMs: 1892,
      lcpMs: 2454,
      tbtMs: 102,
      cls: 0,
      violations: [],
      scriptKb: 147.6,
      styleKb: 13.8,
    };
    writeFileSync(file, JSON.stringify({ date: '2026-11-22', routes: [old] }));
    const previous = readPrevious(file);
    expect(previous?.bytesNote).toMatch(/gzip of the build/);
    expect(previous?.routes.get('/')?.['node.js']).toBe(Math.round(147.6 * 1024));
    const text = markdown(report([route([run({ lcpMs: 1_100 })], [run()])], referencePage()), previous);
    expect(text).toContain('| Home `/` | 100 ✓ (was 96, +4) |');
    expect(text).toContain('1100 (was 2454, −1354)');
    expect(text).toContain('80.0 ✓ (was 147.6, −67.6)');
    expect(text).toMatch(/gzip of the build/);
    expect(text).toContain('Median 650 ms (met)');
    expect(readPrevious(path.join(dir, 'none.json'))).toBeNull();
  });

  test('marks a missed figure and says how many targets were missed', () => {
    const text = markdown(report([route([run({ tbtMs: 120 })], [run()])], referencePage()), null);
    expect(text).toContain('**120** ✗');
    expect(text).toContain('1 target(s) missed.');
    expect(text).toContain("| TBT <= the reference page's + 50 ms | issue 38 | **missed** |");
    expect(text).toContain('There was no previous report to compare with.');
    // Without the reference page, the targets that compare with it are not tested.
    const alone = markdown(report([route([run({ tbtMs: 120 })], [run()])]), null);
    expect(alone).toContain("| TBT <= the reference page's + 50 ms | issue 38 | n/a |");
    expect(alone).toContain('Every target met on every route.');
  });

  test("shows the longest task, the longest script task and the twin's, each the median of the runs, and keeps every run's in the JSON", () => {
    const unattributable = (ms: number) => ({ ms, url: 'Unattributable' });
    const script = (ms: number) => ({ ms, url: 'http://localhost:5000/470.5a9023f7.js' });
    const result = route(
      [
        run({ longestTask: unattributable(120), longestScriptTask: script(55) }),
        run({ longestTask: unattributable(150) }),
        run({ longestTask: unattributable(90), longestScriptTask: script(52) }),
      ],
      [run({ longestTask: unattributable(90) }), run(), run()],
    );
    // 90, 120, 150: the median run's 120; the script tasks 0, 52, 55: 52, named from its run.
    expect(result.figures.longestTaskMs).toBe(120);
    expect(result.figures.longestScriptTaskMs).toBe(52);
    expect(result.lighthouse.longestScriptTask?.url).toBe('http://localhost:5000/470.5a9023f7.js');
    // One twin run in three had a long task: the median has none.
    expect(result.figures.twinLongestTaskMs).toBe(0);
    expect(result.twin.longestTask).toBeNull();
    expect(result.lighthouse.runs.map((one) => [one.longestTaskMs, one.longestScriptTaskMs])).toEqual([
      [120, 55],
      [150, 0],
      [90, 52],
    ]);
    // Long tasks are shown, and held to no target: what a reader meets is the probe's to say.
    expect(missed(result.figures, contextOf(result, null))).toEqual([]);
    const previous = { date: '2026-11-22', bytesNote: null, routes: new Map([['/', { ...result.figures, longestTaskMs: 130 }]]) };
    const row = (text: string) => text.split('\n').find((line) => line.startsWith('| Home `/` |') && line.includes('Unattributable'));
    expect(row(markdown(report([result]), previous))).toMatch(
      /^\| Home `\/` \| 120 \(was 130, −10\) \| `Unattributable` \| 52 \(was 52, ±0\) \| `\/470\.5a9023f7\.js` \| none \| /,
    );
    const quiet = markdown(report([route([run()], [run()])]), null);
    expect(quiet).toContain('| Home `/` | none | n/a | none | n/a | none | `/main.1234abcd.js` 40 ms |');
  });

  test('a task Lighthouse names by the document or leaves unattributed is not a script task', () => {
    const result = route([run({ longestTask: { ms: 70, url: 'http://localhost:5000/blog' }, longestScriptTask: null })], [run()]);
    expect(result.figures.longestTaskMs).toBe(70);
    expect(result.figures.longestScriptTaskMs).toBe(0);
    expect(isScript('http://localhost:5000/blog')).toBe(false);
    expect(isScript('Unattributable')).toBe(false);
    expect(isScript('http://localhost:5000/_remotes/blog/remoteEntry.js?v=1')).toBe(true);
  });

  test("names the empty page's longest task, the floor of every route's, with each of its runs", () => {
    const empty = summarizeRuns([
      run({ longestTask: { ms: 80, url: 'Unattributable' } }),
      run(),
      run({ longestTask: { ms: 60, url: 'Unattributable' } }),
    ]);
    const text = markdown(
      { ...report([route([run()], [run()])]), emptyPage: { path: '/_twin/empty/index.html', lighthouse: empty } },
      null,
    );
    expect(text).toContain('longest task 60 ms, `Unattributable` (median); runs: 80 ms, none, 60 ms.');
    expect(markdown(report([route([run()], [run()])]), null)).not.toContain('An empty page');
  });

  test("shows the desktop window's first load beside the phone's, without a target", () => {
    const text = markdown(report([route([run()], [run()])]), null);
    const home = text.split('\n').find((line) => line.startsWith('| Home `/` |') && line.includes('| 9 / 9 |'));
    // Phone JS (Node, nginx) first; the desktop JS and total at the end of the row, unmarked.
    expect(home).toMatch(/\| 80\.0 ✓ \| 80\.0 ✓ \|.*\| 90\.0 \| [\d.]+ \|$/);
    expect(text).toContain('412×823');
  });

  test('shows the probe and the navigation, and the reference page beside the routes in the probe and Lighthouse tables', () => {
    const text = markdown(report([route([run()], [run()])], referencePage()), null);
    const lines = text.split('\n');
    expect(lines).toContain('| Reference page `/_twin/reference/index.html` | 98 | 700 | 1000 | n/a | n/a | 40 | n/a | 0 | n/a |');
    expect(text).toContain(
      [
        '## Time to a working control',
        '',
        "From the first paint to the first click on the header's search toggle that opened the search box, on the throttled phone; the",
        'clicks before that one and after the paint did nothing; and to the first title listed for what was typed the moment the box',
        'opened. Medians of the runs; the reference page in the last row.',
        '',
        '| Page | FCP ms | First working click after FCP ms | Clicks lost (median) | Clicks lost (all runs) | Box open ms | First result after FCP ms | Runs it opened |',
        '|---|---|---|---|---|---|---|---|',
        '| Home `/` | 700 | 60 ✓ | 0 | 0 ✓ | 770 | 200 ✓ | 1 / 1 |',
        '| Reference page `/_twin/reference/index.html` | 700 | 360 | 3 | 3 | 1070 | 200 | 1 / 1 |',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        '| Pair | Link pressed | Pressed at once: site ms | plain ms | site − plain ms | After 300 ms: site ms | plain ms | site − plain ms | Prerendered (after the rest) | Runs, site at once / plain at once / site rested / plain rested |',
        '|---|---|---|---|---|---|---|---|---|---|',
        '| `/` → `/blog` | header "Blog" | 100 | 110 | -10 ✓ | 60 | 70 | -10 ✓ | 1 / 1 | 100 / 110 / 60 / 70 |',
      ].join('\n'),
    );
    expect(text).toContain('React and ReactDOM');
    expect(text).toContain('19.3.1, production build, minified with esbuild (216.8 KB; 57.6 KB brotli, 66.4 KB gzip)');
    expect(text).toContain("| Lighthouse performance >= the reference page's | issue 27 | met |");
    expect(text).toContain('| search toggle working <= 1000 ms after the first paint | issue 27 | met |');
    expect(text).toContain('| next page shown no later than on the plain multi-page copy, pressed at once (median) | issue 38 | met |');
    const slow = route([run()], [run()], 80 * 1024, {
      probe: [probeRun({ clicksMs: [760, 860, 960], openMs: 2_500, resultMs: 2_600 })],
      navigation: { rested: [{ clickToPaintMs: 420, prerendered: false }] },
    });
    const missedText = markdown(report([slow], referencePage()), null);
    expect(missedText).toContain('| Home `/` | 700 | 260 ✓ | 2 | **2** ✗ | 2500 | **1900** ✗ | 1 / 1 |');
    expect(missedText).toContain(
      '| `/` → `/blog` | header "Blog" | 100 | 110 | -10 ✓ | 420 | 70 | **350** ✗ | 0 / 1 | 100 / 110 / 420 / 70 |',
    );
    expect(markdown(report([route([run()], [run()])]), null)).not.toContain('Reference page');
  });

  test("compares the reference page's figures with its own in the previous report", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    const file = path.join(dir, 'benchmarks.json');
    const reference = referencePage();
    writeFileSync(
      file,
      JSON.stringify({
        date: '2026-11-24',
        routes: [{ path: '/', figures: route([run()], [run()]).figures }],
        reference: { ...reference, figures: { ...reference.figures, tbtMs: 55 } },
      }),
    );
    const previous = readPrevious(file);
    expect(previous?.routes.get('/_twin/reference/index.html')?.tbtMs).toBe(55);
    expect(markdown(report([route([run()], [run()])], reference), previous)).toContain('| 40 (was 55, −15) |');
  });
});
