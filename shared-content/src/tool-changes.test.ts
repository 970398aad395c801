import { historyChanges } from './tool-history';
import type { PriceCheck } from './schemas/tool';
import { dayLabel, toolChanges } from './tool-changes';

const check = (on: string) => ({
  on,
  sources: [{ url: 'https://vendor.example/pricing', kind: 'pricing' as const }],
  summary: 'What the check could and could not confirm on the vendor pages.',
});

const TOOLS = [
  { id: 'alpha', name: 'Alpha', added: '2026-11-01', check: check('2026-11-20') },
  { id: 'beta', name: 'Beta', added: '2026-11-01', check: { ...check('2026-11-25'), owner: 'Beta Inc.' } },
  { id: 'gamma', name: 'Gamma', added: '2026-11-20' },
  { id: 'delta', name: 'Delta', added: '2026-11-01', check: check('2026-11-25') },
];

const ARTICLES = [
  {
    slug: 'revised-twice',
    title: 'Revised Twice',
    changes: [
      { date: '2026-11-25', what: 'Beta now follows its help center.' },
      { date: '2026-11-10', what: 'A price range we could not date removed.' },
    ],
  },
  { slug: 'never-revised', title: 'Never Revised' },
];

describe('toolChanges', () => {
  it('groups the additions and checks by day, newest day first, tools in their order within a day', () => {
    const days = toolChanges(TOOLS, []);
    expect(days.map((day) => [day.date, day.added.map((entry) => entry.id), day.checks.map((entry) => entry.id)])).toEqual([
      ['2026-11-25', [], ['beta', 'delta']],
      ['2026-11-20', ['gamma'], ['alpha']],
      ['2026-11-01', ['alpha', 'beta', 'delta'], []],
    ]);
    expect(days[0]?.checks[0]).toMatchObject({
      name: 'Beta',
      owner: 'Beta Inc.',
      sources: ['https://vendor.example/pricing'],
    });
  });

  it('lists a tool that was never checked only as added', () => {
    expect(toolChanges(TOOLS, []).flatMap((day) => day.checks.map((entry) => entry.id))).not.toContain('gamma');
    expect(toolChanges([{ id: 'gamma', name: 'Gamma', added: '2026-11-20' }], [])).toEqual([
      { date: '2026-11-20', added: [{ id: 'gamma', name: 'Gamma' }], checks: [], facts: [], articles: [] },
    ]);
  });

  it("lists what each check changed (price, free plan, owner) under that check's day, old → new, in the tools' order", () => {
    const checks: PriceCheck[] = [
      { on: '2026-11-10', model: 'free-trial', price: null },
      {
        on: '2026-11-25',
        model: 'freemium',
        price: {
          amount: 9,
          currency: 'USD',
          period: 'month',
          plan: 'Plus',
          source: { kind: 'vendor-page', url: 'https://v.example/p', publisher: 'V', read: '2026-11-25' },
        },
        owner: 'V Inc.',
      },
    ];
    const facts = historyChanges({ id: 'delta', name: 'Delta' }, checks);
    expect(facts).toEqual([
      { id: 'delta', name: 'Delta', on: '2026-11-25', what: 'price', from: 'no dated figure', to: '$9/month (Plus)' },
      { id: 'delta', name: 'Delta', on: '2026-11-25', what: 'free plan', from: 'no free plan', to: 'a free plan' },
      { id: 'delta', name: 'Delta', on: '2026-11-25', what: 'owner', from: 'not stated', to: 'V Inc.' },
    ]);
    const day = toolChanges(TOOLS, [], facts).find((entry) => entry.date === '2026-11-25');
    expect(day?.facts.map((fact) => fact.what)).toEqual(['price', 'free plan', 'owner']);
    expect(
      historyChanges({ id: 'delta', name: 'Delta' }, [checks[1] as PriceCheck, { ...(checks[1] as PriceCheck), on: '2026-11-26' }]),
    ).toEqual([]);
  });

  it("lists every change of an article under its own day, beside the tools', and none for an article never revised", () => {
    const days = toolChanges(TOOLS, ARTICLES);
    expect(days.map((day) => [day.date, day.checks.map((entry) => entry.id), day.articles])).toEqual([
      ['2026-11-25', ['beta', 'delta'], [{ slug: 'revised-twice', title: 'Revised Twice', what: 'Beta now follows its help center.' }]],
      ['2026-11-20', ['alpha'], []],
      ['2026-11-10', [], [{ slug: 'revised-twice', title: 'Revised Twice', what: 'A price range we could not date removed.' }]],
      ['2026-11-01', [], []],
    ]);
  });

  it('writes a day as readers read it', () => {
    expect(dayLabel('2026-11-05')).toBe('November 5, 2026');
  });
});
