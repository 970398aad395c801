import { totalsBy, type ClickCount } from '../clicks/store.js';
import type { WatchReport } from '../watches/store.js';

/** The `clicks` report: totals per tool, per kind of page and per day, each a tab-separated section. */
export function clicksReport(counts: readonly ClickCount[], days: number | undefined): string {
  const total = counts.reduce((sum, count) => sum + count.clicks, 0);
  const section = (title: string, rows: [string, number][]) =>
    `\n${title}\n${rows.map(([name, clicks]) => `${clicks}\t${name}\n`).join('') || '(none)\n'}`;
  return [
    `${total} click(s) through /go/ ${days === undefined ? 'in all' : `in the last ${days} day(s), today included`} (days in UTC)\n`,
    section('Per tool:', totalsBy(counts, 'toolId')),
    section('Per kind of page:', totalsBy(counts, 'pageKind')),
    section('Per day:', totalsBy(counts, 'day')),
  ].join('');
}

/** The `watches` report. */
export function watchesReport(report: WatchReport): string {
  const run = report.lastRun;
  return [
    `Confirmed watches per tool:\n${report.watchers.map(([tool, n]) => `${n}\t${tool}\n`).join('') || '(none)\n'}`,
    `Pending watches (not confirmed yet): ${report.pending}\n`,
    `Watch mail queued or retrying: ${report.queued}\n`,
    run
      ? `Last notify-changes run: ${run.at}: ${run.changedTools} tool(s) changed, ${run.mails} mail(s) queued, ${run.sent} sent, ${run.failed} failed\n`
      : 'Last notify-changes run: none yet\n',
  ].join('');
}
