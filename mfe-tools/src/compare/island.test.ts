import { TOOLS } from '../common/catalogue';
import { compareColumns } from './compare-columns';
import { columnsOf, joinColumns } from './island';

describe("the compare island's columns", () => {
  const [first, second] = TOOLS;
  const article = (slug: string, tools: string[]) => ({ slug, title: `Title of ${slug}`, category: 'tool-battles', tools });
  const columns = compareColumns(
    [first!, second!],
    [article('covers-both', [second!.id, first!.id]), article('covers-second', [second!.id]), article('covers-neither', ['nope'])],
  );

  it('are each tool’s one-column table, with the articles that recommend it in the articles’ order', () => {
    expect(Object.keys(columns)).toEqual([first!.id, second!.id]);
    expect(columns[first!.id]).toContain(`href="/blog/covers-both#tool-${first!.id}"`);
    expect(columns[first!.id]).not.toContain('covers-second');
    expect(columns[second!.id]!.indexOf('covers-both')).toBeLessThan(columns[second!.id]!.indexOf('covers-second'));
  });

  it('are joined into one table, a column per tool in the asked order, the row labels once', () => {
    const table = joinColumns(columnsOf(JSON.parse(JSON.stringify(columns)), [second!.id, first!.id])!, 'Both, side by side')!;
    expect(table.querySelector('caption')!.textContent).toBe('Both, side by side');
    expect([...table.querySelectorAll('thead th')].map((th) => th.querySelector('a')!.textContent)).toEqual([second!.name, first!.name]);
    for (const row of table.querySelectorAll('tbody tr')) {
      expect(row.querySelectorAll('th')).toHaveLength(1);
      expect(row.querySelectorAll('td')).toHaveLength(2);
    }
  });

  it('yield nothing when a tool or the file itself is missing', () => {
    const fetched: unknown = JSON.parse(JSON.stringify(columns));
    expect(columnsOf(fetched, [first!.id, 'not-a-tool'])).toBeNull();
    expect(columnsOf('<!doctype html>', [first!.id, second!.id])).toBeNull();
    expect(columnsOf([], [first!.id, second!.id])).toBeNull();
  });
});
