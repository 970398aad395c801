// The directory's paging: PAGE_SIZE tools a page, each page of a prerendered view a page of its own
// (?page=2; filters.ts reads and writes the number in the URL).

/** Tools a page of the directory shows: four rows of three on a wide screen, and a first screen as light as any other route's. */
export const PAGE_SIZE = 12;

/** How many pages a list of `count` tools takes (at least one, which may be empty). */
export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE));

/** One page of a list: its tools, its number from 1, how many pages there are, and where its first tool stands (from 0). */
export interface Page<T> {
  tools: T[];
  page: number;
  pages: number;
  first: number;
}

/** The tools on page `page` of a list (a page past the last shows the last). */
export function pageOf<T>(tools: readonly T[], page: number): Page<T> {
  const pages = pageCount(tools.length);
  const current = Math.min(Math.max(1, page), pages);
  const first = (current - 1) * PAGE_SIZE;
  return { tools: tools.slice(first, first + PAGE_SIZE), page: current, pages, first };
}

/** A page number from the URL: a whole number from 1, else the first page. */
export function pageFromQuery(value: string | null): number {
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}
