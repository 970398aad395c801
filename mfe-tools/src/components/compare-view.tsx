import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reactIsland } from '@toolverse/contracts';
import { pageTitle, paths } from '@toolverse/shared-content';
import { TOOL_CATEGORIES } from '@toolverse/shared-content/tool-taxonomy';
import {
  COMPARE_DATA_PATH,
  MAX_COMPARED,
  MIN_COMPARED,
  comparedTools,
  parseCompareIds,
  type CompareChoice,
  type CompareTool,
} from '../lib/compare';
import { CATEGORY_LABELS } from '../lib/labels';
import { CompareTable } from './compare-table';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The page's title follows the tools shown: the island draws a comparison the prerendered page did not name. */
function showTitle(name: string): void {
  const title = pageTitle(name);
  if (title) document.title = title;
}

/** The name of a comparison: "Jasper vs Copy.ai". */
export const comparisonName = (ids: readonly string[], nameOf: (id: string) => string | undefined) =>
  ids.map((id) => nameOf(id) ?? id).join(' vs ');

// The facts file is fetched once per page, whichever tools are asked for.
let compareFacts: Promise<unknown> | undefined;
const loadCompareFacts = () =>
  (compareFacts ??= fetch(COMPARE_DATA_PATH).then((response) => {
    if (!response.ok) throw new Error(`${COMPARE_DATA_PATH}: ${response.status}`);
    return response.json() as Promise<unknown>;
  })).catch((error: unknown) => {
    compareFacts = undefined;
    throw error;
  });

type Facts = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; tools: CompareTool[] };

/** The asked tools' table facts, fetched from the prerendered facts file (the island carries no catalogue). */
function useCompareTools(ids: readonly string[]): Facts {
  const key = ids.join();
  const [facts, setFacts] = useState<{ key: string; facts: Facts }>({ key: '', facts: { state: 'loading' } });
  useEffect(() => {
    if (ids.length < MIN_COMPARED) return;
    let current = true;
    loadCompareFacts().then(
      (data) => {
        const tools = comparedTools(data, ids);
        if (current) setFacts({ key, facts: tools ? { state: 'ready', tools } : { state: 'failed' } });
      },
      () => {
        if (current) setFacts({ key, facts: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
    // ids is read through its key: a new array of the same ids is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return facts.key === key ? facts.facts : { state: 'loading' };
}

/** Every tool as a checkbox, by category: the compare page's form, which works without a script. */
function Picker({ checked, choices }: { checked: readonly string[]; choices: readonly CompareChoice[] }) {
  const id = useId();
  return (
    <form method="get" action={paths.tools.compare()} aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {`Pick ${MIN_COMPARED} to ${MAX_COMPARED} tools`}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_CATEGORIES.map((category) => {
          const tools = choices.filter((tool) => tool.category === category);
          if (tools.length === 0) return null;
          return (
            <fieldset key={category} className="rounded-xl border border-space-700 bg-space-900 p-4">
              <legend className="px-1 font-semibold text-ink">{CATEGORY_LABELS[category]}</legend>
              <ul className="space-y-1">
                {tools.map((tool) => (
                  <li key={tool.id}>
                    <label className="flex items-center gap-2 text-sm text-muted">
                      <input
                        type="checkbox"
                        name="ids"
                        value={tool.id}
                        defaultChecked={checked.includes(tool.id)}
                        className="h-4 w-4 accent-glow-cyan"
                      />
                      {tool.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
      <button type="submit" className="mt-6 rounded-full bg-glow-cyan px-6 py-3 font-semibold text-space-950 hover:bg-white">
        Compare
      </button>
    </form>
  );
}

/**
 * /tools/compare?ids=a,b,c: any two to four tools side by side, read from the URL. The page is
 * prerendered without ids (the picker); served for a URL with ids, this island starts at once,
 * fetches the asked tools' facts (COMPARE_DATA_PATH) and shows the table, naming any id The Arsenal
 * does not have. The picker's tools come as props, so the island's script carries no catalogue. The
 * comparisons our articles make have pages of their own that need no script (/tools/compare/jasper-vs-copy-ai).
 */
export function CompareView({ choices }: { choices: readonly CompareChoice[] }) {
  const [searchParams] = useSearchParams();
  const nameOf = (id: string) => choices.find((choice) => choice.id === id)?.name;
  const request = parseCompareIds(searchParams, (id) => nameOf(id) !== undefined);
  const names = request.ids.map((id) => nameOf(id)!);
  const asked = searchParams.getAll('ids').some((value) => value.trim() !== '');
  const comparing = request.ids.length >= MIN_COMPARED;
  const name = comparing ? comparisonName(request.ids, nameOf) : 'Compare AI tools side by side';
  const facts = useCompareTools(comparing ? request.ids : []);

  useEffect(() => showTitle(name), [name]);

  return (
    <>
      {asked && (
        <div role="status" className="mt-6 space-y-2">
          {request.unknown.map((id) => (
            <p key={id} className="rounded-lg border border-glow-pink px-4 py-3 text-ink">
              {`“${id}” is not a tool in The Arsenal, so it is left out.`}
            </p>
          ))}
          {request.dropped.length > 0 && (
            <p className="rounded-lg border border-space-600 px-4 py-3 text-ink">
              {`At most ${MAX_COMPARED} tools fit side by side; left out: ${request.dropped.map((id) => nameOf(id)!).join(', ')}.`}
            </p>
          )}
          {names.length === 1 && (
            <p className="rounded-lg border border-space-600 px-4 py-3 text-ink">{`Pick at least one more tool to compare with ${names[0]!}.`}</p>
          )}
          {comparing && facts.state === 'loading' && <p className="px-4 py-3 text-muted">{`Loading ${name}…`}</p>}
          {comparing && facts.state === 'failed' && (
            <p className="rounded-lg border border-glow-pink px-4 py-3 text-ink">
              {'The comparison could not be loaded. Each tool’s page has its facts: '}
              {request.ids.map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <a href={paths.tools.tool(id)} className={linkClass}>
                    {nameOf(id)}
                  </a>
                </span>
              ))}
              .
            </p>
          )}
        </div>
      )}
      {comparing && facts.state === 'ready' && <CompareTable tools={facts.tools} caption={`${name}, side by side`} />}
      <Picker checked={request.ids} choices={choices} />
    </>
  );
}

export default CompareView;

/** The compare page's table and picker as an island with its router (the tools are in the URL). */
export const CompareIsland = reactIsland('tools/Compare', CompareView, { load: 'interaction', router: true });
