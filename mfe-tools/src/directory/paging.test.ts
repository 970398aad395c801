import { PAGE_SIZE, pageOf } from './paging';

describe('pages of a list', () => {
  const list = Array.from({ length: 2 * PAGE_SIZE + 3 }, (_, index) => index);

  it('cut the list in pages of PAGE_SIZE, the last one shorter', () => {
    expect(pageOf(list, 1)).toEqual({ tools: list.slice(0, PAGE_SIZE), page: 1, pages: 3, first: 0 });
    expect(pageOf(list, 3)).toEqual({ tools: list.slice(2 * PAGE_SIZE), page: 3, pages: 3, first: 2 * PAGE_SIZE });
  });

  it('show the last page for a page past it, and one empty page for an empty list', () => {
    expect(pageOf(list, 40).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ tools: [], page: 1, pages: 1, first: 0 });
  });
});
