import { paths } from '@toolverse/shared-content/site/paths';
import { POPULARITY } from '@toolverse/shared-content/domain/popularity';
import { TOOLS } from '../common/catalogue';
import { CATEGORY_LABELS } from '../common/labels';

/** "Top 5 This Month": the most visited tools when enough clicks were counted, else the editors' picks. */
const TOP_FIVE = POPULARITY.topFive.map((id) => TOOLS.find((tool) => tool.id === id)).filter((tool) => tool !== undefined);

/** The five tools above the whole directory's first page, with how they were chosen. */
export function TopFive() {
  return (
    <section aria-labelledby="top-five" className="mt-10">
      <h2 id="top-five" className="text-2xl font-bold text-ink">
        Top 5 This Month
      </h2>
      <p className="mt-1 text-sm text-muted">
        <strong className="font-semibold text-ink">{POPULARITY.label}.</strong> {POPULARITY.note}
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {TOP_FIVE.map((tool, index) => (
          <li key={tool.id}>
            <a
              href={paths.tools.tool(tool.id)}
              className="flex h-full flex-col rounded-xl border border-space-700 bg-space-900 p-4 hover:border-glow-cyan"
            >
              <span className="text-xs text-muted">{`#${index + 1}`}</span>
              <span className="font-bold text-ink">{tool.name}</span>
              <span className="text-xs text-muted">{CATEGORY_LABELS[tool.category]}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
