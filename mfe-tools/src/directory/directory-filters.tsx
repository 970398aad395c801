import type { MouseEvent } from 'react';
import { paths } from '@toolverse/shared-content/site/paths';
import { PRICING_MODELS, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import { PRICING_LABELS, USER_TYPE_LABELS } from '../common/labels';
import { CategoryChips } from './category-chips';
import { FilterSelect } from './filter-select';
import { isFiltered, type Preset, type ToolFilters } from './filters';
import { SORTS, SORT_LABELS } from './sorting';

export interface DirectoryFiltersProps {
  /** The prefix of the controls' element ids (one per directory on a page). */
  id: string;
  filters: ToolFilters;
  preset: Preset | null;
  /** The view's own URL: where Reset leads. */
  base: string;
  /** Applies a change of filter or order; `replace` keeps the history entry (typing a search). */
  update: (change: Partial<ToolFilters>, replace?: boolean) => void;
  reset: (event: MouseEvent) => void;
}

/** The directory's controls: who the reader is, a search, pricing, the order, the categories, and Reset. */
export function DirectoryFilters({ id, filters, preset, base, update, reset }: DirectoryFiltersProps) {
  return (
    <aside aria-label="Filter tools" className="space-y-6">
      <FilterSelect
        id={`${id}-type`}
        label="I am a..."
        name="type"
        value={filters.userType}
        options={[{ value: 'all', label: 'Anyone' }, ...USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))]}
        onChange={(userType) => update({ userType })}
        action={paths.tools.index}
      />
      <div>
        <label htmlFor={`${id}-q`} className="block font-semibold text-ink">
          Search tools
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.query}
          placeholder="e.g. video, email, logo"
          onChange={(event) => update({ query: event.target.value }, true)}
          className="mt-2 w-full rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink placeholder:text-muted"
        />
      </div>
      <FilterSelect
        id={`${id}-pricing`}
        label="Pricing"
        name="pricing"
        value={filters.pricing}
        options={[{ value: 'all', label: 'Any price' }, ...PRICING_MODELS.map((model) => ({ value: model, label: PRICING_LABELS[model] }))]}
        onChange={(pricing) => update({ pricing })}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        name="sort"
        value={filters.sort}
        options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort].label }))}
        onChange={(sort) => update({ sort })}
        // Only the whole directory is prerendered in each order: elsewhere the order is the island's, like pricing.
        action={isFiltered(filters) || preset !== null ? undefined : paths.tools.index}
      >
        <p className="mt-2 text-xs text-muted">{SORT_LABELS[filters.sort].rule}</p>
      </FilterSelect>
      <CategoryChips id={`${id}-categories`} current={filters.category} base={base} onChoose={(category) => update({ category })} />
      <a
        href={base}
        onClick={reset}
        className="block w-full rounded-full border border-space-600 px-4 py-2 text-center text-sm font-semibold text-ink hover:border-glow-cyan"
      >
        Reset
      </a>
    </aside>
  );
}
