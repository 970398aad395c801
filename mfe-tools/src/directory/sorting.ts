import { monthlyCost, type PlanSummary } from '@toolverse/shared-content/domain/plans/summary';
import { PRICING_MODELS } from '@toolverse/shared-content/content/tool-taxonomy';

type Sorted = { name: string; plans: Pick<PlanSummary, 'model' | 'cheapest'> };

/** The directory's orders; `recommended` is the default and stays out of the URL. */
export const SORTS = ['recommended', 'az', 'free-first', 'price'] as const;
export type Sort = (typeof SORTS)[number];

/** Each order's name on the control, and its rule as the page states it. */
export const SORT_LABELS: Record<Sort, { label: string; rule: string }> = {
  recommended: {
    label: 'Recommended',
    rule: 'Recommended: the order our editors keep The Arsenal in, roughly the order in which our articles first recommended each tool.',
  },
  az: { label: 'A to Z', rule: 'A to Z: by name.' },
  'free-first': {
    label: 'Free first',
    rule: 'Free first: free tools, then tools with a free plan, then free trials, then paid only, then tools whose plans we have not read; recommended order within each.',
  },
  price: {
    label: 'Lowest known price',
    rule: 'Lowest known price: by the cheapest paid plan’s dated figure a month, as each tool shows it (free tools count as $0, a one-time price as a twelfth); tools without a dated figure come last, in recommended order.',
  },
};

export const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

/** The order a URL asks for (?sort=); anything else is the recommended order. */
export const sortFromQuery = (params: URLSearchParams): Sort => {
  const value = params.get('sort');
  return isSort(value) ? value : 'recommended';
};

/** How many of `tools` the price order can place (the rest go last). */
export const withKnownPrice = (tools: readonly Pick<Sorted, 'plans'>[]): number =>
  tools.filter((tool) => monthlyCost(tool.plans) !== null).length;

const modelRank = (model: Sorted['plans']['model']) => (model === null ? PRICING_MODELS.length : PRICING_MODELS.indexOf(model));

/** The tools in the chosen order; a stable sort, so the recommended order breaks every tie. */
export function sortTools<T extends Sorted>(tools: readonly T[], sort: Sort): T[] {
  const sorted = [...tools];
  switch (sort) {
    case 'recommended':
      return sorted;
    case 'az':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    case 'free-first':
      return sorted.sort((a, b) => modelRank(a.plans.model) - modelRank(b.plans.model));
    case 'price':
      return sorted.sort((a, b) => {
        const [x, y] = [monthlyCost(a.plans), monthlyCost(b.plans)];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return x - y;
      });
  }
}
