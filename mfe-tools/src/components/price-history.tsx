import { FREE_PLAN_MODELS } from '@toolverse/shared-content/tool-taxonomy';
import { asOfLabel, money } from '@toolverse/shared-content/pricing';
import type { PriceCheck } from '@toolverse/shared-content/schemas';
import { monthlyFigure, recordedSourceText } from '@toolverse/shared-content/tool-history';

/** The element id of the history: the changes page links each change here. */
export const HISTORY_ANCHOR = 'history';

const WIDTH = 360;
const HEIGHT = 110;
const PAD = { left: 8, right: 8, top: 10, bottom: 10 };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The cheapest paid plan's figure at each check, per month, drawn on the server: a dot per check
 * that found one, joined by a line; a hollow ring on the axis where a check found none. Its title
 * says the same in words for a screen reader.
 */
function PriceChart({ checks, id }: { checks: readonly PriceCheck[]; id: string }) {
  const points = checks.map((check) => ({ check, figure: monthlyFigure(check.price) }));
  const figures = points.flatMap(({ figure }) => (figure === null ? [] : [figure]));
  if (figures.length === 0) return null;
  const max = Math.max(...figures);
  const first = dayNumber((checks[0] as PriceCheck).on);
  const span = Math.max(1, dayNumber((checks.at(-1) as PriceCheck).on) - first);
  const x = (day: string) => PAD.left + ((dayNumber(day) - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (figure: number) => HEIGHT - PAD.bottom - (figure / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points
    .filter((point): point is { check: PriceCheck; figure: number } => point.figure !== null)
    .map(({ check, figure }) => `${x(check.on).toFixed(1)},${y(figure).toFixed(1)}`)
    .join(' ');
  const words = points
    .map(
      ({ check, figure }) =>
        `${asOfLabel(check.on)}: ${figure === null ? 'no dated figure' : `${money(Math.round(figure * 100) / 100, 'USD')} a month`}`,
    )
    .join('; ');
  const axis = HEIGHT - PAD.bottom;
  // The labels are HTML beside the drawing, not SVG text: they wrap and scale with the page's own
  // type, and a contrast check can see what they sit on.
  return (
    <figure className="mt-4 max-w-md">
      <p className="text-sm text-muted">{`Highest: ${money(Math.round(max * 100) / 100, 'USD')} a month`}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-1 h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{`Cheapest paid plan per month at each check: ${words}`}</title>
        <line x1={PAD.left} y1={axis} x2={WIDTH - PAD.right} y2={axis} stroke="currentColor" className="text-space-600" />
        {line.includes(' ') && <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" className="text-glow-cyan" />}
        {points.map(({ check, figure }) =>
          figure === null ? (
            <circle
              key={check.on}
              cx={x(check.on)}
              cy={axis}
              r="5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="text-muted"
            />
          ) : (
            <circle key={check.on} cx={x(check.on)} cy={y(figure)} r="5" fill="currentColor" className="text-glow-cyan" />
          ),
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between gap-4 text-sm text-muted">
        <span>{asOfLabel((checks[0] as PriceCheck).on)}</span>
        <span>{asOfLabel((checks.at(-1) as PriceCheck).on)}</span>
      </figcaption>
    </figure>
  );
}

/**
 * A tool's price history: every check of its pricing, oldest first, as a table (the day, the plan
 * and figure found, the source and its kind, whether there was a free plan, who made it) and a
 * chart. Plain HTML and SVG from the prerender: nothing to run. Shown once there are two checks.
 */
export function PriceHistory({ toolId, toolName, checks }: { toolId: string; toolName: string; checks: readonly PriceCheck[] }) {
  if (checks.length < 2) return null;
  const cell = 'border-t border-space-700 px-3 py-2 align-top';
  return (
    <section id={HISTORY_ANCHOR} aria-labelledby="tool-history" className="mt-10 scroll-mt-24">
      <h2 id="tool-history" className="text-2xl font-bold text-ink">
        Price history
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        {`Every time we checked ${toolName}'s plans, what we found: a figure only where a dated source gave one. Our records, not the vendor's price list: check the vendor's page before you buy.`}
      </p>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-space-700">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{`${toolName}: each check of its pricing, oldest first`}</caption>
          <thead className="bg-space-900 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2">
                Checked
              </th>
              <th scope="col" className="px-3 py-2">
                Plan
              </th>
              <th scope="col" className="px-3 py-2">
                Figure
              </th>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
              <th scope="col" className="px-3 py-2">
                Free plan
              </th>
              <th scope="col" className="px-3 py-2">
                Made by
              </th>
            </tr>
          </thead>
          <tbody className="text-muted">
            {checks.map((check) => (
              <tr key={check.on}>
                <th scope="row" className={`${cell} font-normal text-ink`}>
                  <time dateTime={check.on}>{asOfLabel(check.on)}</time>
                </th>
                <td className={cell}>{check.price?.plan ?? '—'}</td>
                <td className={cell}>
                  {check.price
                    ? `${money(check.price.amount, check.price.currency)}${check.price.perUser ? ' per user' : ''} ${check.price.period === 'one-time' ? 'once' : `a ${check.price.period}`}`
                    : 'No dated figure found'}
                </td>
                <td className={cell}>
                  {check.price ? (
                    <a
                      href={check.price.source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline underline-offset-2 hover:text-ink"
                    >
                      {recordedSourceText(check.price)}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={cell}>{FREE_PLAN_MODELS.includes(check.model) ? 'Yes' : 'No'}</td>
                <td className={cell}>{check.owner ?? 'Not stated'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PriceChart checks={checks} id={`${toolId}-history`} />
    </section>
  );
}
