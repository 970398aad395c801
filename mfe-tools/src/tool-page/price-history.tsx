import { PREFER_HIGHER_RANK_WITHIN_DAYS } from '@toolverse/shared-content/domain/plans/readings';
import { dayNumber } from '@toolverse/shared-content/domain/plans/figures';
import type { HistoryRow } from '@toolverse/shared-content/domain/plans/history';
import { asOfLabel, money } from '@toolverse/shared-content/domain/plans/words';
import { SourceLink } from './source-link';
import { HISTORY_ANCHOR } from '../common/tool-anchors';

/** A chart needs figures read on this many days to show a trend rather than two dots. */
const CHART_MIN_DAYS = 3;

const WIDTH = 360;
const HEIGHT = 110;
const PAD = { left: 8, right: 8, top: 10, bottom: 10 };

/**
 * The cheapest paid plan's figure a month in each reading, by the day its source read the plans,
 * drawn on the server: a dot per reading, joined by a line, from $0 at the bottom. Its title says the
 * same in words for a screen reader. Shown from three figures: fewer is no trend.
 */
function PriceChart({ rows, id }: { rows: readonly HistoryRow[]; id: string }) {
  const currency = rows.find((row) => row.monthly !== null)?.currency;
  const points = rows.flatMap((row) => (row.monthly === null || row.currency !== currency ? [] : [{ row, figure: row.monthly }]));
  if (new Set(points.map(({ row }) => row.read)).size < CHART_MIN_DAYS) return null;
  const top = Math.max(...points.map((point) => point.figure));
  const [first, last] = [dayNumber(points[0]!.row.read), dayNumber(points.at(-1)!.row.read)];
  const span = Math.max(1, last - first);
  const x = (read: string) => PAD.left + ((dayNumber(read) - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (figure: number) => HEIGHT - PAD.bottom - (figure / top) * (HEIGHT - PAD.top - PAD.bottom);
  const words = points
    .map(({ row, figure }) => `${asOfLabel(row.read)}: ${money(figure, currency)} a month (${row.source.publisher})`)
    .join('; ');
  const axis = HEIGHT - PAD.bottom;
  // The labels are HTML beside the drawing, not SVG text: they wrap and scale with the page's own
  // type, and a contrast check can see what they sit on.
  return (
    <figure className="mt-4 max-w-md">
      <figcaption className="text-sm text-muted">Cheapest paid plan a month, by the day each source read it ($0 at the bottom)</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{`Cheapest paid plan a month, by the day each source read it: ${words}`}</title>
        <line x1={PAD.left} y1={axis} x2={WIDTH - PAD.right} y2={axis} stroke="currentColor" className="text-space-600" />
        <polyline
          points={points.map(({ row, figure }) => `${x(row.read).toFixed(1)},${y(figure).toFixed(1)}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-glow-cyan"
        />
        {points.map(({ row, figure }) => (
          <circle
            key={`${row.read}-${row.source.url}`}
            cx={x(row.read)}
            cy={y(figure)}
            r="5"
            fill="currentColor"
            className="text-glow-cyan"
          />
        ))}
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between gap-4 text-sm text-muted">
        <span>{asOfLabel(points[0]!.row.read)}</span>
        <span>{asOfLabel(points.at(-1)!.row.read)}</span>
      </p>
    </figure>
  );
}

function RowSource({ row, vendorLinks }: { row: HistoryRow; vendorLinks: boolean }) {
  return (
    <SourceLink source={row.source} vendorLinks={vendorLinks}>
      {row.source.publisher}
      {row.source.kind === 'vendor-page' && <span className="block text-xs">read by our monitor</span>}
    </SourceLink>
  );
}

/**
 * A tool's history: every reading of its plans, oldest read first: the day its source read them,
 * what it found (the cheapest paid plan, a free plan or not), and the source, pinned to the version
 * read. On a phone the source goes under what it found, so nothing scrolls sideways; a chart once
 * figures were read on three days.
 * Plain HTML and SVG from the prerender: nothing to run.
 */
export function PriceHistory({
  toolId,
  toolName,
  rows,
  vendorLinks = true,
}: {
  toolId: string;
  toolName: string;
  rows: readonly HistoryRow[];
  vendorLinks?: boolean;
}) {
  if (rows.length === 0) return null;
  const cell = 'border-t border-space-700 px-2 py-2 align-top sm:px-3';
  return (
    <section id={HISTORY_ANCHOR} aria-labelledby="tool-history" className="mt-10 scroll-mt-24">
      <h2 id="tool-history" className="text-2xl font-bold text-ink">
        Price history
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        {`Every dated source we read for ${toolName}'s plans, by the day it read them. The plan table above shows the one that stands: the newest, unless a more trusted kind of source read them at most ${PREFER_HIGHER_RANK_WITHIN_DAYS} days earlier.`}
      </p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{`${toolName}: each reading of its plans, oldest first`}</caption>
        <thead className="text-ink">
          <tr>
            <th scope="col" className="px-3 py-2">
              Read
            </th>
            <th scope="col" className="px-3 py-2">
              What it found
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Source
            </th>
          </tr>
        </thead>
        <tbody className="text-muted">
          {rows.map((row) => (
            <tr key={`${row.read}-${row.source.url}-${row.source.publisher}`}>
              <th scope="row" className={`${cell} font-normal text-ink`}>
                <time dateTime={row.read}>{asOfLabel(row.read)}</time>
                {row.dated === 'commit' && <span className="block text-xs text-muted">file committed</span>}
              </th>
              <td className={cell}>
                {row.cheapest ?? 'No paid figure'}
                <span className="block text-xs">{`${row.freePlan ? 'A free plan' : 'No free plan listed'} · ${row.plans} plan${row.plans === 1 ? '' : 's'}`}</span>
                <span className="mt-1 block text-xs sm:hidden">
                  <RowSource row={row} vendorLinks={vendorLinks} />
                </span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>
                <RowSource row={row} vendorLinks={vendorLinks} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PriceChart rows={rows} id={`${toolId}-history`} />
    </section>
  );
}
