import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reactIsland } from '@toolverse/contracts';
import { pageTitle, paths } from '@toolverse/shared-content';
import { TOOL_CATEGORIES } from '@toolverse/shared-content/tool-taxonomy';
import { COMPARISONS, TOOLS, isTool, toolById } from '../lib/catalogue';
import { MAX_COMPARED, MIN_COMPARED, parseCompareIds } from '../lib/compare';
import { CATEGORY_LABELS } from '../lib/labels';
import { CompareTable } from './compare-table';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The page's title follows the tools shown: the island draws a comparison the prerendered page did not name. */
function showTitle(name: string): void {
  const title = pageTitle(name);
  if (title) document.title = title;
}

/** The name of a comparison: "Jasper vs Copy.ai". */
export const comparisonName = (ids: readonly string[]) => ids.map((id) => toolById(id)?.name ?? id).join(' vs ');

/** The comparisons our articles make, as links to their own pages. */
export function ArticleComparisons() {
  return (
    <ul className="mt-3 space-y-2">
      {COMPARISONS.map(({ ids, article }) => (
        <li key={ids.join()}>
          <a href={paths.tools.comparison(ids)} className={linkClass}>
            {comparisonName(ids)}
          </a>
          <span className="text-muted">{`, as compared in “${article.title}”`}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every tool as a checkbox, by category: the compare page's form, which works without a script. */
function Picker({ checked }: { checked: readonly string[] }) {
  const id = useId();
  return (
    <form method="get" action={paths.tools.compare()} aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {`Pick ${MIN_COMPARED} to ${MAX_COMPARED} tools`}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_CATEGORIES.map((category) => {
          const tools = TOOLS.filter((tool) => tool.category === category);
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
 * prerendered without ids (the picker); served for a URL with ids, this island starts at once and
 * shows the table, naming any id The Arsenal does not have. The comparisons our articles make have
 * pages of their own that need no script (/tools/compare/jasper-vs-copy-ai).
 */
export function CompareView() {
  const [searchParams] = useSearchParams();
  const request = parseCompareIds(searchParams, isTool);
  const tools = request.ids.map((id) => toolById(id)!);
  const asked = searchParams.getAll('ids').some((value) => value.trim() !== '');
  const name = tools.length >= MIN_COMPARED ? comparisonName(request.ids) : 'Compare AI tools side by side';

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
              {`At most ${MAX_COMPARED} tools fit side by side; left out: ${request.dropped.map((id) => toolById(id)!.name).join(', ')}.`}
            </p>
          )}
          {tools.length === 1 && (
            <p className="rounded-lg border border-space-600 px-4 py-3 text-ink">{`Pick at least one more tool to compare with ${tools[0]!.name}.`}</p>
          )}
        </div>
      )}
      {tools.length >= MIN_COMPARED && <CompareTable tools={tools} caption={`${name}, side by side`} />}
      <Picker checked={request.ids} />
    </>
  );
}

export default CompareView;

/** The compare page's table and picker as an island with its router (the tools are in the URL). */
export const CompareIsland = reactIsland('tools/Compare', CompareView, { load: 'interaction', router: true });
