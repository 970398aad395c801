import { FIXTURE_TOOLS, fixturePlans, fixtureTool } from '../common/arsenal-fixtures';
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
    // Adwise's record has a trial; Inkwell's and Ledger's none; a record without plans would come last.
    expect(order('free-first')).toEqual(['flowbot', 'quill', 'canvasly', 'adwise', 'inkwell', 'ledger']);
    const unread = { ...FIXTURE_TOOLS[0]!, id: 'unread', plans: { ...FIXTURE_TOOLS[0]!.plans, model: null } };
    expect(sortTools([unread, ...FIXTURE_TOOLS], 'free-first').at(-1)?.id).toBe('unread');
  });

  it('sorts by the cheapest paid plan a month as each card shows it, free tools as $0, tools without a dated figure last', () => {
    // Flowbot is free ($0); Ledger $12 a month; Inkwell $20; Adwise $600 a year ($50 a month); Quill and Canvasly have no figure.
    expect(order('price')).toEqual(['flowbot', 'ledger', 'inkwell', 'adwise', 'quill', 'canvasly']);
    expect(withKnownPrice(FIXTURE_TOOLS)).toBe(4);
  });

  it('takes each figure as its card states it: at the plan’s cheapest way of paying, a one-time price as a twelfth', () => {
    const tools = [
      // Shown as "$18/month, billed yearly", though billed monthly it is $30.
      fixtureTool('yearly-least', 'Yearly least', { plans: fixturePlans([{ name: 'Pro', monthly: 30, yearly: 18 }]) }),
      fixtureTool('twenty-five', 'Twenty-five', { plans: fixturePlans([{ name: 'Basic', monthly: 25 }]) }),
      // $240 once counts as $20 a month.
      fixtureTool('once', 'Once', { plans: fixturePlans([{ name: 'Lifetime', once: 240 }]) }),
    ];
    expect(sortTools(tools, 'price').map((tool) => tool.id)).toEqual(['yearly-least', 'once', 'twenty-five']);
  });
});
