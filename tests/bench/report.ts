// docs/benchmarks.md and docs/benchmarks.json from one run of the bench: every figure with its
// target (met or missed) and its value in the previous report.
import type { Machine } from './machine';
import type { Figures, LighthouseSummary, RouteResult } from './measures';
import type { PreviousReport } from './previous';
import type { RestartFigures } from './restart';
import { TARGETS, missed, targetFor } from './targets';

export interface Report {
  date: string;
  command: string;
  machine: Machine;
  runs: number;
  acceptEncoding: string;
  targets: { figure: string; label: string; issue: string }[];
  routes: RouteResult[];
  /** An empty page from the same server, measured in the same run (absent from older reports). */
  emptyPage?: { path: string; lighthouse: LighthouseSummary } | null;
  restart: (RestartFigures & { targetMs: number; firstPauseMs: number }) | null;
  previous: { date: string; bytesNote: string | null } | null;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const FORMAT: Record<string, (value: number) => string> = { cls: (value) => String(value), lcpRatio: (value) => value.toFixed(2) };
const formatFigure = (figure: string, value: number) =>
  (
    FORMAT[figure] ??
    (/^(node|nginx|desktop)\.(html|js|css|other|total)$/.test(figure) || figure === 'textCompressionSavings' ? kb : String)
  )(value);

/** A figure with its mark against its target, if it has one, and its previous value and the change. */
function cell(figures: Figures, previous: Figures | undefined, figure: string): string {
  const value = figures[figure];
  if (value === undefined) return 'n/a';
  const target = targetFor(figure);
  let text = formatFigure(figure, value);
  if (target) text = target.met(value) ? `${text} ✓` : `**${text}** ✗`;
  const before = previous?.[figure];
  if (before !== undefined) {
    const delta = value - before;
    const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
    text += ` (was ${formatFigure(figure, before)}, ${sign}${formatFigure(figure, Math.abs(delta))})`;
  }
  return text;
}

const table = (header: string[], rows: string[][]) => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];
const routeLabel = (route: RouteResult) => `${route.name} \`${route.path}\``;
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The empty page's line: the floor under every route's longest task on this machine. */
function emptyPageLines(empty: Report['emptyPage']): string[] {
  if (!empty) return [];
  const runs = empty.lighthouse.runs.map((run) => (run.longestTaskMs === 0 ? 'none' : `${run.longestTaskMs} ms`)).join(', ');
  const longest = empty.lighthouse.longestTask;
  return [
    `An empty page (a title and a paragraph, no stylesheet, no script: \`${empty.path}\`), from the same server once after each route:`,
    `longest task ${longest ? `${longest.ms} ms, \`${shortUrl(longest.url)}\`` : 'none of 50 ms or more'} (median); runs: ${runs}. Its long tasks are the`,
    "browser's own work on a navigation, which no page can go under.",
    '',
  ];
}

export function markdown(report: Report, previous: PreviousReport | null): string {
  const { machine } = report;
  const before = (route: RouteResult) => previous?.routes.get(route.path);
  const c = (route: RouteResult, figure: string) => cell(route.figures, before(route), figure);
  const allMissed = report.routes.flatMap((route) => missed(route.figures).map((label) => `${route.path}: ${label}`));
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${report.date} with \`${report.command}\` (tests/bench/bench.ts). Nothing in this file is typed by hand: every figure,`,
    'mark and comparison below is written by the bench.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GiB, ${machine.os}; load average ${machine.loadAverage} when the run started`,
    "  (other work on the machine slows Lighthouse's simulated figures too).",
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, axe-core ${machine.axe}, nginx ${machine.nginx}.`,
    `- Lighthouse: mobile form factor, default simulated throttling, ${report.runs} run(s) per page in a fresh headless Chromium, against the`,
    '  Node server exactly as `npm start` runs it (server/dist/start.js and its supervisor, on ports of its own). Each number is the median',
    '  of its runs (the longest tasks too); the render-blocking list and the failing audits come from the run with the median performance score.',
    `  Requests ask for \`Accept-Encoding: ${report.acceptEncoding}\`, as Chromium does over https, set explicitly so that both servers are`,
    '  asked the same way whatever Chromium sends to a plain-http localhost.',
    "- The no-JavaScript twin of each route is that route's own prerendered HTML with every `<script>` and script preload removed, served by",
    '  the same server under `/_twin/…` (with its brotli and gzip variants), measured in the same run, a twin run right after each real run.',
    "- Bytes are the response bodies each server sent for a route's first load in headless Chromium, before any interaction (parts that",
    '  load on approach stay unloaded unless they are near the first screen): `Network.loadingFinished` encodedDataLength less the raw',
    "  response headers, from the DevTools protocol, split by the request's type. 1 KB = 1024 bytes. The page is loaded on Lighthouse's",
    '  mobile screen (412×823, DPR 1.75, touch), the phone the targets are for; the desktop columns load it again, on the Node server, in a',
    '  1280×720 window, where more of a page is near the first screen.',
    `- Marks: ✓ meets its target, ✗ misses it. "(was …)" is the value in the previous report${previous ? ` (${previous.date})` : ''}.`,
  ];
  if (previous?.bytesNote)
    lines.push(
      `  The previous report was written by the earlier bench: ${previous.bytesNote}. Its byte figures are compared with the Node server's below, but they are not the same measure.`,
    );
  if (!previous) lines.push('  There was no previous report to compare with.');
  lines.push(
    '',
    '## Targets',
    '',
    ...table(
      ['Target', 'From', ...report.routes.map((route) => `\`${route.path}\``)],
      TARGETS.map((target) => [
        target.label,
        target.issue === 'earlier reports' ? 'earlier reports' : `issue ${target.issue}`,
        ...report.routes.map((route) => {
          const value = route.figures[target.figure];
          return value === undefined ? 'n/a' : target.met(value) ? 'met' : '**missed**';
        }),
      ]),
    ),
    '',
    allMissed.length === 0 ? 'Every target met on every route.' : `${allMissed.length} target(s) missed.`,
    '',
    '## Lighthouse (Node server)',
    '',
    ...table(
      ['Route', 'Perf', 'FCP ms', 'LCP ms', 'Twin LCP ms', 'LCP / twin', 'TBT ms', 'CLS', 'Twin perf'],
      report.routes.map((route) => [
        routeLabel(route),
        c(route, 'performance'),
        c(route, 'fcpMs'),
        c(route, 'lcpMs'),
        c(route, 'twinLcpMs'),
        c(route, 'lcpRatio'),
        c(route, 'tbtMs'),
        c(route, 'cls'),
        c(route, 'twinPerformance'),
      ]),
    ),
    '',
    ...table(
      ['Route', 'A11y', 'BP', 'SEO', 'axe violations', 'Text compression left (KB)'],
      report.routes.map((route) => [
        routeLabel(route),
        c(route, 'accessibility'),
        c(route, 'bestPractices'),
        c(route, 'seo'),
        c(route, 'axeViolations'),
        c(route, 'textCompressionSavings'),
      ]),
    ),
    '',
    '### Main thread and render-blocking resources',
    '',
    'Long tasks are those Lighthouse lists in `long-tasks` (50 ms or more, as simulated on its slowed-down CPU); each column is the median',
    'of the runs (a run with none counts as 0), named from the run that gave it. Lighthouse names a task by the script file it ran, else by',
    'the document (parsing it, its inline scripts), else `Unattributable`: the browser committing the navigation (it creates the',
    "page's JavaScript context), style, layout and paint, and promise continuations it cannot trace to a file. The script column keeps",
    "the tasks named by a script file only, so it is a lower bound of what the JavaScript costs. The twin's column is what the same HTML",
    'and stylesheet cost with nothing to run, and the empty page below what any navigation costs. When no task is',
    'long, the script with the most main-thread time in `bootup-time` is named instead.',
    '',
    ...table(
      [
        'Route',
        'Longest task ms',
        'Named',
        'Longest script task ms',
        'Its script',
        "Twin's longest task ms",
        'Busiest script',
        'Render-blocking',
        'Of which stylesheets',
        'URLs',
      ],
      report.routes.map((route) => {
        const lh = route.lighthouse;
        return [
          routeLabel(route),
          lh.longestTask ? c(route, 'longestTaskMs') : 'none ✓',
          lh.longestTask ? `\`${shortUrl(lh.longestTask.url)}\`` : 'n/a',
          lh.longestScriptTask ? c(route, 'longestScriptTaskMs') : 'none ✓',
          lh.longestScriptTask ? `\`${shortUrl(lh.longestScriptTask.url)}\`` : 'n/a',
          route.twin.longestTask ? c(route, 'twinLongestTaskMs') : 'none',
          lh.busiestScript ? `\`${shortUrl(lh.busiestScript.url)}\` ${lh.busiestScript.ms} ms` : 'none',
          c(route, 'renderBlocking'),
          c(route, 'renderBlockingStylesheets'),
          lh.renderBlocking.map((url) => `\`${shortUrl(url)}\``).join('<br>') || 'none',
        ];
      }),
    ),
    '',
    ...emptyPageLines(report.emptyPage),
    '## Bytes sent per route, Node server and nginx',
    '',
    "KB of response bodies as sent (brotli or gzip where the server compressed them); Node is `npm start`'s server, nginx the",
    'configuration the build writes to dist-deploy/ (tests/support/nginx-site.ts runs it on a port of its own). All on the phone screen',
    'but the last two columns (a 1280×720 window; informational, not a target).',
    '',
    ...table(
      [
        'Route',
        'HTML Node',
        'HTML nginx',
        'JS Node',
        'JS nginx',
        'CSS Node',
        'CSS nginx',
        'Other Node',
        'Other nginx',
        'Total Node',
        'Total nginx',
        'Requests Node / nginx',
        'JS desktop (Node)',
        'Total desktop (Node)',
      ],
      report.routes.map((route) => [
        routeLabel(route),
        ...['html', 'js', 'css', 'other', 'total'].flatMap((kind) => [c(route, `node.${kind}`), c(route, `nginx.${kind}`)]),
        `${route.bytes.node.requests} / ${route.bytes.nginx.requests}`,
        c(route, 'desktop.js'),
        c(route, 'desktop.total'),
      ]),
    ),
    '',
  );
  const uncompressed = report.routes.flatMap((route) => [
    ...route.bytes.node.uncompressedText.map((url) => `- Node, ${route.path}: \`${shortUrl(url)}\` came uncompressed`),
    ...route.bytes.nginx.uncompressedText.map((url) => `- nginx, ${route.path}: \`${shortUrl(url)}\` came uncompressed`),
  ]);
  lines.push(
    uncompressed.length === 0
      ? 'Every text response of every route came compressed from both servers.'
      : 'Text responses that came uncompressed:',
    ...uncompressed,
    '',
  );
  if (report.restart) {
    const { restart } = report;
    lines.push(
      '## Restart after kill -9',
      '',
      `Issue 13's bar: a remote's server killed with \`kill -9\` under \`npm start\` answers again within ${restart.targetMs / 1000} s. The bench killed the`,
      `${restart.remote} server (\`${restart.command}\`) ${restart.runsMs.length} times, each after it had run longer than the supervisor's stable time (so each`,
      `kill gets the first ${restart.firstPauseMs} ms pause), and timed from the kill to the first 200 of its manifest on its own port.`,
      '',
      `Median ${restart.medianMs} ms (${restart.medianMs <= restart.targetMs ? 'met' : '**missed**'}); runs: ${restart.runsMs.join(', ')} ms.`,
      '',
    );
  }
  lines.push(
    '## Remote load times',
    '',
    'How long the shell took to load each remote module a route needs, from its own measures (`remote:<name> <module>`',
    'performance entries), on the unthrottled page of the bytes measure (Node server): manifest, entry and chunks over localhost.',
    '',
    ...table(
      ['Route', 'Remote modules (ms)'],
      report.routes.map((route) => [
        `\`${route.path}\``,
        route.remoteLoads.map((load) => `${load.module} ${load.ms}${load.outcome === 'loaded' ? '' : ` (${load.outcome})`}`).join(', ') ||
          'none',
      ]),
    ),
    '',
  );
  const findings = report.routes.flatMap((route) => [
    ...route.lighthouse.failing.map((id) => `- ${route.path}: Lighthouse audit not passed: ${id}`),
    ...route.axe.map((violation) => `- ${route.path}: axe ${violation.id} (${violation.impact}, ${violation.nodes} nodes)`),
  ]);
  if (findings.length > 0) lines.push('## Findings', '', ...findings, '');
  lines.push('The newsletter service has its own report: [benchmarks-newsletter.md](benchmarks-newsletter.md).', '');
  return lines.join('\n');
}
