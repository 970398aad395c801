// docs/benchmarks.md and docs/benchmarks.json from one run of the bench: every figure with its
// target (met or missed) and its value in the previous report.
import type { Machine } from './machine';
import type { Figures, LighthouseSummary, ReferenceResult, RouteResult } from './measures';
import { HOVERS, NAVIGATION_WINDOW } from './navigation/navigation-pairs';
import type { PreviousReport } from './previous';
import { CLICK_EVERY_MS, MOBILE_THROTTLING, PROBE_LIMIT_MS, SEARCH_QUERY } from './probe/probe-outcome';
import type { RestartFigures } from './restart';
import { TARGETS, contextOf, missed, targetsFor, type TargetContext } from './targets';

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
  /** The reference page of issue 27, measured in the same run (absent from older reports). */
  reference?: ReferenceResult | null;
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

/**
 * A figure with its mark against the targets that hold it in `context` (none for the reference
 * page, which is measured, not judged), and its previous value and the change.
 */
function cell(figures: Figures, previous: Figures | undefined, figure: string, context: TargetContext | null): string {
  const value = figures[figure];
  if (value === undefined) return 'n/a';
  const targets = context ? targetsFor(figures, figure, context) : [];
  let text = formatFigure(figure, value);
  if (targets.length > 0) text = targets.every((target) => target.met(value, context as TargetContext)) ? `${text} ✓` : `**${text}** ✗`;
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

/** How the reference page was made, for the list of what was measured and how. */
function referenceLines(reference: Report['reference'], runs: number): string[] {
  if (!reference) return [];
  const { script } = reference;
  return [
    `- The reference page (issue 27), \`${reference.path}\`, is the kind of page the competing sites ship: a static page with one React`,
    `  island. It is the twin of \`${reference.twinOf}\` whose header search toggle is a React component, rendered on the server and`,
    "  hydrated by a module script at the end of the head, as Astro's `client:load` does: React and ReactDOM",
    `  ${reference.react}, production build, minified with esbuild (${kb(script.bytes)} KB; ${kb(script.brotli)} KB brotli, ${kb(script.gzip)} KB gzip). Until`,
    '  that script has run, the button is drawn and a click on it does nothing. Same server; Lighthouse runs it between the routes',
    `  (${reference.lighthouse.runs.length} run(s)), the probe beside them (${runs} run(s)). "The reference page's" in a target is its median in this run.`,
  ];
}

/** How the probe and the navigation were measured. */
function interactionLines(runs: number): string[] {
  const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = MOBILE_THROTTLING;
  return [
    "- Time to a working control (issue 27): Playwright's Chromium on Lighthouse's phone screen (412×823, DPR 1.75, a mouse) with",
    `  Lighthouse's mobile throttling applied through the DevTools protocol (CPU ${cpuSlowdown}× slower, ${latencyMs} ms latency, ${downloadKbps} Kbps down,`,
    `  ${uploadKbps} Kbps up, no cache) opens the page and, once the header's search toggle is laid out, clicks its centre every ${CLICK_EVERY_MS} ms`,
    `  until the search box is open (at most ${PROBE_LIMIT_MS / 1000} s). A script run at document start records each click on the toggle and when the`,
    "  box's input is first visible. The click that opened it is the last one before; the clicks after the first paint and before that",
    `  one were lost (pressed on a drawn control that did nothing). ${runs} run(s) per page; medians.`,
    `- First search result (issue 38): in the same runs, as soon as the box is open the probe types "${SEARCH_QUERY}" into it, a key every`,
    `  ${CLICK_EVERY_MS} ms, and the recorder notes when the first matching title is first visible; from the first paint to then.`,
    `- Navigation (issues 27, 38): a ${NAVIGATION_WINDOW.width}×${NAVIGATION_WINDOW.height} window, unthrottled, Node server. Each route opens in a fresh context; the pointer moves`,
    `  onto a link to the next route (the one in sight, else the header's or footer's) and presses it at once, or after resting on it`,
    `  ${HOVERS.rested} ms (the pages prerender a link the mouse rests on for 100 ms). The same pairs on the plain multi-page copy of the`,
    "  routes (each route's no-JavaScript twin, its links to the other routes pointing at their twins: no script, no speculation rules),",
    `  interleaved in the same run: ${runs} run(s) of each. From the click to the next page's first paint: max(timeOrigin + FCP,`,
    '  timeOrigin + activationStart) less the time of the click; prerendered when activationStart is above 0. Driven by Puppeteer,',
    '  which attaches through the tab: Chromium prerenders nothing for a page Playwright is attached to (PrerenderingDisabledByDevTools).',
  ];
}

export function markdown(report: Report, previous: PreviousReport | null): string {
  const { machine, reference } = report;
  const before = (route: RouteResult) => previous?.routes.get(route.path);
  const c = (route: RouteResult, figure: string) => cell(route.figures, before(route), figure, contextOf(route, reference));
  const r = (figure: string) => (reference ? cell(reference.figures, previous?.routes.get(reference.path), figure, null) : 'n/a');
  const referenceLabel = reference ? `Reference page \`${reference.path}\`` : '';
  const allMissed = report.routes.flatMap((route) =>
    missed(route.figures, contextOf(route, reference)).map((label) => `${route.path}: ${label}`),
  );
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${report.date} with \`${report.command}\` (tests/bench/bench.ts). Nothing in this file is typed by hand: every figure,`,
    'mark and comparison below is written by the bench.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GiB, ${machine.os}; load average ${machine.loadAverage} when the run started${
      machine.loadAverageAtEnd === undefined ? '' : ` and ${machine.loadAverageAtEnd} when its measures were done`
    }`,
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
    ...referenceLines(reference, report.runs),
    ...interactionLines(report.runs),
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
          const context = contextOf(route, reference);
          if (!targetsFor(route.figures, target.figure, context).includes(target)) return 'n/a';
          if (target.met(route.figures[target.figure] as number, context)) return 'met';
          // The floor: the route's own HTML with nothing to run, measured in the same run.
          const twinTbt = route.figures.twinTbtMs;
          return target.figure === 'tbtMs' && typeof twinTbt === 'number' && !target.met(twinTbt, context)
            ? '**missed** (its no-JS twin too)'
            : '**missed**';
        }),
      ]),
    ),
    '',
    allMissed.length === 0 ? 'Every target met on every route.' : `${allMissed.length} target(s) missed.`,
    '',
    '## Lighthouse (Node server)',
    '',
    ...table(
      ['Route', 'Perf', 'FCP ms', 'LCP ms', 'Twin LCP ms', 'LCP / twin', 'TBT ms', 'Twin TBT ms', 'CLS', 'Twin perf'],
      report.routes
        .map((route) => [
          routeLabel(route),
          c(route, 'performance'),
          c(route, 'fcpMs'),
          c(route, 'lcpMs'),
          c(route, 'twinLcpMs'),
          c(route, 'lcpRatio'),
          c(route, 'tbtMs'),
          c(route, 'twinTbtMs'),
          c(route, 'cls'),
          c(route, 'twinPerformance'),
        ])
        .concat(
          reference ? [[referenceLabel, r('performance'), r('fcpMs'), r('lcpMs'), 'n/a', 'n/a', r('tbtMs'), 'n/a', r('cls'), 'n/a']] : [],
        ),
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
          lh.longestTask ? c(route, 'longestTaskMs') : 'none',
          lh.longestTask ? `\`${shortUrl(lh.longestTask.url)}\`` : 'n/a',
          lh.longestScriptTask ? c(route, 'longestScriptTaskMs') : 'none',
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
    '## Time to a working control',
    '',
    "From the first paint to the first click on the header's search toggle that opened the search box, on the throttled phone; the",
    'clicks before that one and after the paint did nothing; and to the first title listed for what was typed the moment the box',
    'opened. Medians of the runs; the reference page in the last row.',
    '',
    ...table(
      [
        'Page',
        'FCP ms',
        'First working click after FCP ms',
        'Clicks lost (median)',
        'Clicks lost (all runs)',
        'Box open ms',
        'First result after FCP ms',
        'Runs it opened',
      ],
      report.routes
        .map((route) => [
          routeLabel(route),
          c(route, 'probe.fcpMs'),
          c(route, 'probe.workingClickMs'),
          c(route, 'probe.lostClicks'),
          c(route, 'probe.lostClicksTotal'),
          c(route, 'probe.openMs'),
          c(route, 'probe.firstResultMs'),
          `${route.probe.runs.length - route.probe.notOpened} / ${route.probe.runs.length}`,
        ])
        .concat(
          reference
            ? [
                [
                  referenceLabel,
                  r('probe.fcpMs'),
                  r('probe.workingClickMs'),
                  r('probe.lostClicks'),
                  r('probe.lostClicksTotal'),
                  r('probe.openMs'),
                  r('probe.firstResultMs'),
                  `${reference.probe.runs.length - reference.probe.notOpened} / ${reference.probe.runs.length}`,
                ],
              ]
            : [],
        ),
    ),
    '',
    '## Navigation',
    '',
    "From the click on a link to the next page's first paint, in a desktop window; each route to the next one, on the site and on",
    `the plain multi-page copy of the same pages, pressed at once and after resting ${HOVERS.rested} ms on the link. Medians; the runs in order.`,
    '',
    ...table(
      [
        'Pair',
        'Link pressed',
        'Pressed at once: site ms',
        'plain ms',
        'site − plain ms',
        `After ${HOVERS.rested} ms: site ms`,
        'plain ms',
        'site − plain ms',
        'Prerendered (after the rest)',
        'Runs, site at once / plain at once / site rested / plain rested',
      ],
      report.routes.map((route) => {
        const { site, plain } = route.navigation;
        const runs = (summary: { runs: { clickToPaintMs: number }[] }) => summary.runs.map((run) => run.clickToPaintMs).join(' ');
        return [
          `\`${site.pressed.from}\` → \`${site.pressed.to}\``,
          site.pressed.link,
          c(route, 'navigation.pressedMs'),
          c(route, 'navigation.plainPressedMs'),
          c(route, 'navigation.pressedOverPlainMs'),
          c(route, 'navigation.restedMs'),
          c(route, 'navigation.plainRestedMs'),
          c(route, 'navigation.restedOverPlainMs'),
          `${site.rested.prerendered} / ${site.rested.runs.length}`,
          [site.pressed, plain.pressed, site.rested, plain.rested].map(runs).join(' / '),
        ];
      }),
    ),
    '',
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
  lines.push('The service has its own report: [benchmarks-newsletter.md](benchmarks-newsletter.md).', '');
  return lines.join('\n');
}
