import type { Tool } from '@toolverse/shared-content/schemas';
import { monthlyCost } from '@toolverse/shared-content/pricing';
import { PRICING_MODELS } from '@toolverse/shared-content/tool-taxonomy';

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
    rule: 'Free first: free tools, then tools with a free plan, then free trials, then paid only; recommended order within each.',
  },
  price: {
    label: 'Lowest known price',
    rule: 'Lowest known price: by the cheapest paid plan’s dated figure, per month (free tools count as $0, a yearly price as a twelfth); tools without a dated price come last, in recommended order.',
  },
};

export const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

/** The order a URL asks for (?sort=); anything else is the recommended order. */
export const sortFromQuery = (params: URLSearchParams): Sort => {
  const value = params.get('sort');
  return isSort(value) ? value : 'recommended';
};

/** A tool's lowest known monthly cost, from its dated figure, or null where it has none. */
function knownPrice(tool: Pick<Tool, 'pricing'>): number | null {
  if (tool.pricing.model === 'free') return 0;
  return monthlyCost(tool.pricing);
}

/** How many of `tools` the price order can place (the rest go last). */
export const withKnownPrice = (tools: readonly Pick<Tool, 'pricing'>[]): number => tools.filter((tool) => knownPrice(tool) !== null).length;

/** The tools in the chosen order; a stable sort, so the recommended order breaks every tie. */
export function sortTools<T extends Pick<Tool, 'name' | 'pricing'>>(tools: readonly T[], sort: Sort): T[] {
  const sorted = [...tools];
  switch (sort) {
    case 'recommended':
      return sorted;
    case 'az':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    case 'free-first':
      return sorted.sort((a, b) => PRICING_MODELS.indexOf(a.pricing.model) - PRICING_MODELS.indexOf(b.pricing.model));
    case 'price':
      return sorted.sort((a, b) => {
        const [x, y] = [knownPrice(a), knownPrice(b)];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return x - y;
      });
  }
}
