import { paths } from '@toolverse/shared-content/site/paths';
import { dayLabel, type ChangeDay } from '@toolverse/shared-content/domain/tool-changes';
import { type FactChangeEntry } from '@toolverse/shared-content/domain/plans/history';
import { CorrectionsList } from '../common/corrections-list';
import { HISTORY_ANCHOR } from '../common/tool-anchors';

const counted = (count: number, thing: string, what: string) => (count > 0 ? `${count} ${thing}${count === 1 ? '' : 's'} ${what}` : null);

/** "13 tools added", "79 tools' plans read", "2 tools added, 1 tool's plans read, 5 facts changed, 40 facts corrected, 3 articles updated" */
export const daySummary = ({ added, readings: read, facts, corrections: corrected, articles }: ChangeDay) =>
  [
    counted(added.length, 'tool', 'added'),
    read.length > 0 ? `${read.length} tool${read.length === 1 ? '’s' : 's’'} plans read` : null,
    counted(facts.length, 'fact', 'changed'),
    counted(corrected.length, 'fact', 'corrected'),
    counted(articles.length, 'article', 'updated'),
  ]
    .filter(Boolean)
    .join(', ');

const FACT_WORDS: Record<FactChangeEntry['what'], string> = { price: 'Cheapest paid plan', 'free plan': 'Free plan' };

/** A day's corrections, by tool, in the order they are listed. */
function byTool(corrections: ChangeDay['corrections']): [string, ChangeDay['corrections']][] {
  const tools = new Map<string, ChangeDay['corrections'][number][]>();
  for (const correction of corrections) tools.set(correction.id, [...(tools.get(correction.id) ?? []), correction]);
  return [...tools];
}

const entryLink = 'font-semibold text-ink underline decoration-space-600 hover:text-glow-cyan';

/** One day of the changes: what it added, the plans read, what they changed, the corrections and the articles updated. */
export function ChangeDaySection({ day }: { day: ChangeDay }) {
  return (
    <section id={`changes-${day.date}`} aria-labelledby={`changes-${day.date}-heading`} className="mt-12">
      <h2 id={`changes-${day.date}-heading`} className="text-2xl font-bold text-ink">
        <time dateTime={day.date}>{dayLabel(day.date)}</time>: {daySummary(day)}
      </h2>
      {day.added.length > 0 && (
        <>
          <h3 id={`added-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
            Added
          </h3>
          <ul aria-labelledby={`added-${day.date}`} className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {day.added.map((tool) => (
              <li key={tool.id}>
                <a href={paths.tools.tool(tool.id)} className={entryLink}>
                  {tool.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {day.readings.length > 0 && (
        <>
          <h3 id={`read-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
            Plans read
          </h3>
          <ul aria-labelledby={`read-${day.date}`} className="mt-2 space-y-2">
            {day.readings.map((reading) => (
              <li key={reading.id} id={`${reading.id}-${day.date}`} className="text-sm text-muted">
                <a href={`${paths.tools.tool(reading.id)}#${HISTORY_ANCHOR}`} className={entryLink}>
                  {reading.name}
                </a>
                {` · ${reading.sources.length} source${reading.sources.length === 1 ? '' : 's'}: ${reading.sources.join(', ')}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {day.facts.length > 0 && (
        <>
          <h3 id={`facts-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
            Changed in our records
          </h3>
          <ul aria-labelledby={`facts-${day.date}`} className="mt-2 space-y-2">
            {day.facts.map((fact) => (
              <li key={`${fact.id}-${fact.what}`} className="text-sm text-muted">
                <a href={`${paths.tools.tool(fact.id)}#${HISTORY_ANCHOR}`} className={entryLink}>
                  {fact.name}
                </a>
                {` · ${FACT_WORDS[fact.what]}: ${fact.from} → ${fact.to}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {day.corrections.length > 0 && (
        <>
          <h3 id={`corrected-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
            Corrected
          </h3>
          <ul aria-labelledby={`corrected-${day.date}`} className="mt-2 space-y-4">
            {byTool(day.corrections).map(([id, entries]) => (
              <li key={id} id={`corrected-${id}-${day.date}`}>
                <a href={`${paths.tools.tool(id)}#tool-corrections`} className={entryLink}>
                  {entries[0]?.name}
                </a>
                <CorrectionsList corrections={entries} className="mt-2" />
              </li>
            ))}
          </ul>
        </>
      )}
      {day.articles.length > 0 && (
        <>
          <h3 id={`updated-${day.date}`} className="mt-4 text-lg font-semibold text-ink">
            Articles updated
          </h3>
          <ul aria-labelledby={`updated-${day.date}`} className="mt-2 space-y-3">
            {day.articles.map((article) => (
              <li key={article.slug} className="rounded-xl border border-space-700 bg-space-900 px-5 py-4">
                <p>
                  <a href={paths.blog.article(article.slug)} className={entryLink}>
                    {article.title}
                  </a>
                </p>
                <p className="mt-1 text-sm text-muted">{article.what}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
