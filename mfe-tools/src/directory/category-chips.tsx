import { paths } from '@toolverse/shared-content/site/paths';
import type { ToolCategory } from '@toolverse/shared-content/content/schemas/tool';
import { TOOL_CATEGORIES } from '@toolverse/shared-content/content/tool-taxonomy';
import { CATEGORY_LABELS } from '../common/labels';
import { inPlace } from './in-place';

const chipClass =
  'inline-block rounded-full border border-space-600 px-3 py-1.5 text-sm text-ink hover:border-glow-cyan aria-[current=true]:border-glow-cyan aria-[current=true]:bg-space-700';

export interface CategoryChipsProps {
  /** The heading's element id. */
  id: string;
  current: ToolCategory | 'all';
  /** The view's own URL: where "All" leads. */
  base: string;
  onChoose: (category: ToolCategory | 'all') => void;
}

/** The categories as links: each one's own prerendered page without a script, a filter in place with it. */
export function CategoryChips({ id, current, base, onChoose }: CategoryChipsProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-ink">
        Category
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {(['all', ...TOOL_CATEGORIES] as const).map((category) => (
          <li key={category}>
            <a
              href={category === 'all' ? base : paths.tools.category(category)}
              aria-current={current === category ? 'true' : undefined}
              onClick={(event) => {
                if (!inPlace(event)) return;
                event.preventDefault();
                onChoose(category as ToolCategory | 'all');
              }}
              className={chipClass}
            >
              {category === 'all' ? 'All' : CATEGORY_LABELS[category]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
