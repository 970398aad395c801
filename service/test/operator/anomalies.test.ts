import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClickCount, DayFigures } from '../../src/clicks/store.js';
import { anomalyReport, spikes } from '../../src/operator/anomalies.js';

/** A tool's clicks on consecutive days from 2026-11-01. */
function days(toolId: string, clicks: readonly number[]): ClickCount[] {
  return clicks.map((n, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, toolId, pageKind: 'tool', clicks: n }));
}

const figures = (day: string, withoutFetchMetadata: number, networks: number | null, topNetworkClicks: number | null): DayFigures => ({
  day,
  withoutFetchMetadata,
  networks,
  topNetworkClicks,
});

describe('the anomalies printed before a popularity export', () => {
  it("flags a day over 5x the tool's median of the 14 days before, from 20 clicks", () => {
    const counts = [
      ...days('steady', [4, 5, 3, 4, 6, 5, 4, 5, 4, 3, 5, 4, 6, 5, 21]),
      ...days('bought', [1, 0, 2, 1, 0, 1, 1, 0, 2, 1, 1, 0, 1, 1, 40]),
      ...days('small', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19]),
    ];
    assert.deepEqual(spikes(counts, '2026-11-01', '2026-11-15'), [{ day: '2026-11-15', toolId: 'bought', clicks: 40, median: 1 }]);
    assert.deepEqual(spikes(counts, '2026-11-01', '2026-11-14'), [], 'the window ends before it');
    // A tool new to the list, its first day at 25: nothing before it to compare with but zeros.
    assert.deepEqual(spikes(days('new', [0, 0, 25]), '2026-11-01', '2026-11-03'), [
      { day: '2026-11-03', toolId: 'new', clicks: 25, median: 0 },
    ]);
  });

  it("reports the top networks' share, the days they gave most, and navigations without Fetch Metadata per day", () => {
    const counts = [...days('a', [30, 10]), ...days('b', [10, 0])];
    const report = anomalyReport(
      counts,
      [figures('2026-11-01', 0, 3, 36), figures('2026-11-02', 7, 10, 3), figures('2026-11-03', 2, null, null)],
      '2026-11-01',
      '2026-11-03',
    );
    assert.equal(
      report,
      [
        'Anomalies from 2026-11-01 to 2026-11-03 (UTC): check them before accepting the export.',
        "Busiest networks: each day's top 3 networks (IPv4 /24, IPv6 /48) gave 39 of 50 counted click(s) (78%).",
        '  2026-11-01: top 3 networks gave 36 of 40 (90%), from 3 network(s)',
        'Without Fetch Metadata (sent on, not counted): 9; per day:',
        '  2026-11-02: 7',
        '  2026-11-03: 2',
        "Spikes (a day over 5x the tool's median of the 14 days before, 20 clicks at least): 1",
        '  2026-11-01: a: 30 click(s), median before 0',
        '',
      ].join('\n'),
    );
  });
});
