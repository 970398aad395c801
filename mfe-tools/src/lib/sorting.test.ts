import { FIXTURE_TOOLS } from './arsenal-fixtures';
import { sortFromQuery, sortTools, withKnownPrice } from './sorting';

const order = (sort: Parameters<typeof sortTools>[1]) => sortTools(FIXTURE_TOOLS, sort).map((tool) => tool.id);

describe('sorting the directory', () => {
  it('keeps the recommended order by default and for anything the URL does not name', () => {
    expect(order('recommended')).toEqual(FIXTURE_TOOLS.map((tool) => tool.id));
    expect(sortFromQuery(new URLSearchParams('sort=cheapest'))).toBe('recommended');
    expect(sortFromQuery(new URLSearchParams('sort=az'))).toBe('az');
  });

  it('sorts A to Z by name, whatever the case', () => {
    expect(order('az')).toEqual(['adwise', 'canvasly', 'flowbot', 'inkwell', 'ledger', 'quill']);
  });

  it('puts free tools first, then free plans, free trials and paid only, recommended order within each', () => {
    expect(order('free-first')).toEqual(['flowbot', 'quill', 'canvasly', 'adwise', 'inkwell', 'ledger']);
  });

  it('sorts by the lowest confirmed monthly price, free as $0, a yearly price a month, unconfirmed last', () => {
    // Flowbot is free ($0); Inkwell $20 a month; Adwise $600 a year ($50 a month); the rest have no confirmed figure.
    expect(order('price')).toEqual(['flowbot', 'inkwell', 'adwise', 'quill', 'canvasly', 'ledger']);
    expect(withKnownPrice(FIXTURE_TOOLS)).toBe(3);
  });
});
