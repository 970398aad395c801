import { useId } from 'react';
import { domIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_CATEGORIES } from '@toolverse/shared-content/content/tool-taxonomy';
import { TOOLS } from '../common/catalogue';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';
import { CATEGORY_LABELS } from '../common/labels';
import { CompareDisclosure } from './compare-table';
import { mount } from './island';

/** The compare page's name, and its heading until the island names the tools compared. */
export const COMPARE_NAME = 'Compare AI tools side by side';

/** Every tool as a checkbox, by category: the compare page's form, which works without a script. */
function Picker() {
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
                      <input type="checkbox" name="ids" value={tool.id} className="h-4 w-4 accent-glow-cyan" />
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
 * prerendered without ids: the heading, a status line, an empty place for the table, and the picker.
 * Served for a URL with ids, the island (island.ts, no React) starts at once (its placement
 * gives the URL the page was rendered for), names the tools in the heading, fills the table, and
 * names any id The Arsenal does not have. The comparisons our articles make have pages of their own that need
 * no script (/tools/compare/jasper-vs-copy-ai).
 */
function CompareView() {
  return (
    <>
      <h1 data-compare-heading="" className="mt-2 text-4xl font-black text-ink sm:text-5xl">
        {COMPARE_NAME}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Tick the tools you are weighing up and see their prices, free plans, who each suits and what each does in one table.
      </p>
      <CompareDisclosure />
      <div role="status" data-compare-status="" className="mt-6 space-y-2" />
      <div data-compare-table="" />
      <Picker />
    </>
  );
}

/** The compare page's table and picker as an island. */
export const CompareIsland = domIsland('tools/Compare', CompareView, { load: 'interaction', mount });
