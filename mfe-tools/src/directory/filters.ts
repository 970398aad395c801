import type { PricingModel } from '@toolverse/shared-content/content/tool-taxonomy';
import type { ToolCategory, UserType } from '@toolverse/shared-content/content/schemas/tool';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { POPULARITY } from '@toolverse/shared-content/domain/popularity';
import { inCategory, type ToolPreset } from '@toolverse/shared-content/content/tool-taxonomy';
import { pageFromQuery } from './paging';
import { sortFromQuery, type Sort } from './sorting';

export type Preset = ToolPreset;

export interface ToolFilters {
  userType: UserType | 'all';
  category: ToolCategory | 'all';
  pricing: PricingModel | 'all';
  query: string;
  /** Only the tools one article recommends (its call to action links here). */
  article: string | null;
  /** Only these tools, by id (a quiz's or the Tool Finder's recommendations link here). */
  picks: readonly string[] | null;
  /** The order of the list (not a filter, but kept in the URL the same way). */
  sort: Sort;
  /** Which page of the list, from 1 (PAGE_SIZE tools a page, paging.ts; kept in the URL like the order). */
  page: number;
}

export const NO_FILTERS: ToolFilters = {
  userType: 'all',
  category: 'all',
  pricing: 'all',
  query: '',
  article: null,
  picks: null,
  sort: 'recommended',
  page: 1,
};

const PRESET_TEST: Record<Preset, (tool: ListedTool) => boolean> = {
  automation: (tool) => tool.goals.includes('automate'),
  // Measured clicks when enough were counted, else the editors' flags (shared-content/src/domain/popularity.ts).
  trending: (tool) => POPULARITY.trending.has(tool.id),
  monetize: (tool) => tool.goals.includes('monetize'),
};

/** The tools a view shows: every filter applies at once. */
export function filterTools(
  tools: readonly ListedTool[],
  filters: ToolFilters,
  preset: Preset | null = null,
  articleTools: Readonly<Record<string, readonly string[]>> = {},
): ListedTool[] {
  const needle = filters.query.trim().toLowerCase();
  const fromArticle = filters.article ? new Set(articleTools[filters.article] ?? []) : null;
  const picks = filters.picks ? new Set(filters.picks) : null;
  return tools.filter(
    (tool) =>
      (preset === null || PRESET_TEST[preset](tool)) &&
      (filters.userType === 'all' || tool.userTypes.includes(filters.userType)) &&
      (filters.category === 'all' || inCategory(tool, filters.category)) &&
      (filters.pricing === 'all' || tool.plans.model === filters.pricing) &&
      (fromArticle === null || fromArticle.has(tool.id)) &&
      (picks === null || picks.has(tool.id)) &&
      (needle === '' || `${tool.name} ${tool.description} ${tool.hook}`.toLowerCase().includes(needle)),
  );
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | 'all' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
}

/** Filters from the URL query (?type=&category=&pricing=&q=&article=&tools=a,b&sort=&page=); unknown values mean "all". */
export function filtersFromQuery(
  params: URLSearchParams,
  known: { userTypes: readonly UserType[]; categories: readonly ToolCategory[]; pricing: readonly PricingModel[] },
): ToolFilters {
  return {
    userType: oneOf(params.get('type'), known.userTypes),
    category: oneOf(params.get('category'), known.categories),
    pricing: oneOf(params.get('pricing'), known.pricing),
    query: params.get('q') ?? '',
    article: params.get('article'),
    picks: params.get('tools')?.split(',').filter(Boolean) ?? null,
    sort: sortFromQuery(params),
    page: pageFromQuery(params.get('page')),
  };
}

/** The query for a set of filters, leaving out what is "all" (and the recommended order) so links stay short. */
export function queryFromFilters(filters: ToolFilters): string {
  const params = new URLSearchParams();
  if (filters.userType !== 'all') params.set('type', filters.userType);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.pricing !== 'all') params.set('pricing', filters.pricing);
  if (filters.query.trim() !== '') params.set('q', filters.query);
  if (filters.article) params.set('article', filters.article);
  if (filters.picks && filters.picks.length > 0) params.set('tools', filters.picks.join(','));
  // Last, so a sorted view's URL is its unsorted view's plus the order.
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether any filter narrows the list (an order or a page alone does not). */
export const isFiltered = (filters: ToolFilters): boolean => queryFromFilters({ ...filters, sort: 'recommended', page: 1 }) !== '';
