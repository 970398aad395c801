import { OpenDatasetSchema } from '../content/schemas/open-data';
import type { HistoryEntry, Reading } from '../content/schemas/plans';
import type { ToolPageData } from '../content/tool-page';
import { openDataset, plansCsvRows } from './open-data';
import { planRecord } from './plans/record';
import { planSummary } from './plans/summary';
import { readingsOf } from './plans/readings';
import { toolStatus } from './status';

const COMMIT = 'b'.repeat(40);
const COPY: Reading = {
  on: '2026-11-01',
  read: '2026-10',
  dated: 'commit',
  source: { kind: 'vendor-page-copy', url: `https://github.com/example/copies/blob/${COMMIT}/quill.json`, publisher: 'Copies' },
  plans: [
    { name: 'Free', monthly: 0 },
    { name: 'Pro', monthly: 24, yearly: 20, includes: 'five seats, "shared" folders' },
    { name: 'Business', sales: true },
  ],
};
const DATASET: Reading = {
  on: '2026-11-20',
  read: '2026-11-18',
  currency: 'EUR',
  source: {
    kind: 'licensed-dataset',
    url: `https://github.com/example/data/blob/${COMMIT}/quill.json`,
    publisher: 'Open Plans',
    licence: 'CC BY 4.0',
  },
  plans: [{ name: 'Pro', unstated: 22 }],
};
const HIJACKED: HistoryEntry = { on: '2026-11-25', status: 'hijacked', note: 'quill.example now serves pages unrelated to Quill.' };

function input(history: HistoryEntry[], id = 'quill', status = toolStatus(history)) {
  const record = planRecord(history, 'Quill');
  const page = {
    tool: {
      id,
      name: 'Quill',
      description: 'A writing tool.',
      category: 'writing',
      url: 'https://quill.example',
      pricingPage: 'https://quill.example/pricing',
      added: '2026-10-02',
      check: { on: '2026-11-02', owner: 'Quill Inc.', sources: [] },
      plans: planSummary(record),
      ...(status ? { status } : {}),
    },
    record,
    articles: [],
    quizzes: [],
    history: [],
    corrections: [
      {
        id,
        name: 'Quill',
        on: '2026-11-21',
        fact: 'price',
        from: 'Pro: $30/month',
        to: 'Pro: $24/month, billed monthly',
        why: 'the source we cited says otherwise',
      },
    ],
  } as unknown as ToolPageData;
  return { page, readings: readingsOf(history), historyDays: history.map((entry) => entry.on) };
}

const SITE = { siteUrl: 'https://toolverse.example', siteName: 'Toolverse' };

describe('the open data', () => {
  it("gives a tool's plans as its page does: each figure as its source gives it, the page's words, its source's date and kind", () => {
    const { all } = openDataset({ ...SITE, tools: [input([COPY])], licensed: [] });
    expect(OpenDatasetSchema.parse(all)).toEqual(all);
    const [tool] = all.tools;
    expect(tool?.plans.map((plan) => [plan.name, plan.prices])).toEqual([
      ['Free', ['Free']],
      ['Pro', ['$24/month, billed monthly', '$20/month, billed yearly ($240 a year)']],
      ['Business', ['Contact sales']],
    ]);
    expect(tool?.summary).toMatchObject({ model: 'freemium', freePlan: true, cheapestPlan: 1, price: 'Pro: $20/month, billed yearly' });
    expect(tool?.sources).toEqual([
      { kind: 'vendor-page-copy', publisher: 'Copies', url: COPY.source.url, read: '2026-10', datedBy: 'commit', currency: 'USD' },
    ]);
    expect(tool?.readings[0]?.plans[2]).toEqual({ name: 'Business', free: false, contactSales: true, perSeat: false });
    expect(tool).toMatchObject({ page: 'https://toolverse.example/tools/quill', website: 'https://quill.example', owner: 'Quill Inc.' });
    expect(tool?.corrections).toEqual([
      {
        on: '2026-11-21',
        fact: 'price',
        from: 'Pro: $30/month',
        to: 'Pro: $24/month, billed monthly',
        why: 'the source we cited says otherwise',
      },
    ]);
  });

  it('dates each file by the newest day anything in it was recorded, and credits a licensed dataset only in the files it gives figures to', () => {
    const licensed = [{ publisher: 'Open Plans', licence: 'CC BY 4.0', urls: [DATASET.source.url], tools: ['quill'] }];
    const { all, byTool } = openDataset({ ...SITE, tools: [input([COPY, DATASET]), input([COPY], 'ink')], licensed });
    expect(all.updated).toBe('2026-11-21');
    expect(byTool.get('ink')?.updated).toBe('2026-11-21');
    expect(byTool.get('quill')?.credits).toEqual(licensed);
    expect(byTool.get('ink')?.credits).toEqual([]);
    expect(all.tools[0]?.readings.map((reading) => [reading.source.publisher, reading.source.currency])).toEqual([
      ['Copies', 'USD'],
      ['Open Plans', 'EUR'],
    ]);
  });

  it('sends no one to a hijacked domain: no website, no pricing page, and its status in words', () => {
    const { all } = openDataset({ ...SITE, tools: [input([COPY, HIJACKED])], licensed: [] });
    expect(all.tools[0]).toMatchObject({
      website: null,
      pricingPage: null,
      status: { state: 'hijacked', words: 'We no longer link to its domain (as of November 25, 2026)', since: '2026-11-25' },
      updated: '2026-11-25',
    });
  });

  it('writes one CSV row per plan, with an empty cell for a fact the plan has not', () => {
    const { all } = openDataset({ ...SITE, tools: [input([COPY])], licensed: [] });
    const [header, ...rows] = plansCsvRows(all);
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(rows).toHaveLength(3);
    expect(cell(rows[1], 'includes')).toBe('five seats, "shared" folders');
    expect([cell(rows[1], 'monthly'), cell(rows[1], 'yearly'), cell(rows[1], 'once'), cell(rows[1], 'cheapest_paid')]).toEqual([
      '24',
      '20',
      '',
      'true',
    ]);
    expect(cell(rows[2], 'contact_sales')).toBe('true');
    expect(cell(rows[0], 'source_read')).toBe('2026-10');
  });
});
