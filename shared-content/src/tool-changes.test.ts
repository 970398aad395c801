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
      { date: '2026-11-20', added: [{ id: 'gamma', name: 'Gamma' }], checks: [], articles: [] },
    ]);
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
