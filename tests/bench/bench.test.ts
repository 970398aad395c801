import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import type { RouteBytes } from './bytes';
import type { LighthouseRun } from './lighthouse';
import type { Machine } from './machine';
import { routeFigures, summarizeRuns, type RouteResult } from './measures';
import { parseOptions } from './options';
import { readPrevious } from './previous';
import { markdown, type Report } from './report';
import { benchRoutes, selectRoutes, sitemapPaths } from './routes';
import { median } from './stats';
import { isScript } from './task-names';
import { missed } from './targets';
import { withoutScripts } from './twin-html';

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

function route(real: LighthouseRun[], twin: LighthouseRun[], js = 100 * 1024): RouteResult {
  const partial = {
    name: 'Home',
    path: '/',
    twinPath: '/_twin/home/index.html',
    lighthouse: summarizeRuns(real),
    twin: summarizeRuns(twin),
    bytes: { node: bytes(js), nginx: bytes(js), desktop: bytes(js + 10 * 1024) },
    axe: [],
    remoteLoads: [],
  };
  return { ...partial, figures: routeFigures(partial) };
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

  test("include a tool's own page once the sitemap has one", () => {
    const routes = benchRoutes([...sitemapPaths(sitemap), '/tools/chatgpt'], new Set(['chatgpt']));
    expect(routes.find((r) => r.name === 'Tool page')?.path).toBe('/tools/chatgpt');
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
    expect(missed(route([run()], [run()]).figures)).toEqual([]);
    const heavy = route(
      [run({ performance: 97, lcpMs: 1_500, cls: 0.01, renderBlocking: ['http://x/a.css', 'http://x/b.css'] })],
      [run()],
      130 * 1024,
    );
    expect(missed(heavy.figures)).toEqual([
      'Lighthouse performance 100',
      'LCP(route) / LCP(twin) <= 1.10',
      'at most 1 render-blocking stylesheet',
      'JS <= 120 KB as sent (Node)',
      'JS <= 120 KB as sent (nginx)',
      'CLS 0',
    ]);
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
  const report = (routes: RouteResult[]): Report => ({
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
    const text = markdown(report([route([run({ lcpMs: 1_100 })], [run()], 100 * 1024)]), previous);
    expect(text).toContain('| Home `/` | 100 ✓ (was 96, +4) |');
    expect(text).toContain('1100 (was 2454, −1354)');
    expect(text).toContain('100.0 ✓ (was 147.6, −47.6)');
    expect(text).toMatch(/gzip of the build/);
    expect(text).toContain('Median 650 ms (met)');
    expect(readPrevious(path.join(dir, 'none.json'))).toBeNull();
  });

  test('marks a missed figure and says how many targets were missed', () => {
    const text = markdown(report([route([run({ tbtMs: 120 })], [run()])]), null);
    expect(text).toContain('**120** ✗');
    expect(text).toContain('1 target(s) missed.');
    expect(text).toContain('There was no previous report to compare with.');
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
    expect(missed(result.figures)).toEqual(['no main-thread task over 50 ms', 'no script task over 50 ms']);
    const previous = { date: '2026-11-22', bytesNote: null, routes: new Map([['/', { ...result.figures, longestTaskMs: 130 }]]) };
    const row = (text: string) => text.split('\n').find((line) => line.startsWith('| Home `/` |') && line.includes('Unattributable'));
    expect(row(markdown(report([result]), previous))).toMatch(
      /^\| Home `\/` \| \*\*120\*\* ✗ \(was 130, −10\) \| `Unattributable` \| \*\*52\*\* ✗ \(was 52, ±0\) \| `\/470\.5a9023f7\.js` \| none \| /,
    );
    const quiet = markdown(report([route([run()], [run()])]), null);
    expect(quiet).toContain('| Home `/` | none ✓ | n/a | none ✓ | n/a | none | `/main.1234abcd.js` 40 ms |');
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
    const text = markdown(report([route([run()], [run()], 100 * 1024)]), null);
    const home = text.split('\n').find((line) => line.startsWith('| Home `/` |') && line.includes(' / '));
    // Phone JS (Node, nginx) first; the desktop JS and total at the end of the row, unmarked.
    expect(home).toMatch(/\| 100\.0 ✓ \| 100\.0 ✓ \|.*\| 110\.0 \| [\d.]+ \|$/);
    expect(text).toContain('412×823');
  });
});
