import { dayLabel, toolChanges } from './tool-changes';

const check = (on: string, price: 'confirmed' | 'not-found' = 'not-found') => ({
  on,
  price,
  sources: [{ url: 'https://vendor.example/pricing', kind: 'pricing' as const }],
  summary: 'What the check could and could not confirm on the vendor pages.',
});

const TOOLS = [
  { id: 'alpha', name: 'Alpha', added: '2026-11-01', check: check('2026-11-20') },
  { id: 'beta', name: 'Beta', added: '2026-11-01', check: { ...check('2026-11-25', 'confirmed'), owner: 'Beta Inc.' } },
  { id: 'gamma', name: 'Gamma', added: '2026-11-20' },
  { id: 'delta', name: 'Delta', added: '2026-11-01', check: check('2026-11-25') },
];

describe('toolChanges', () => {
  it('groups the additions and checks by day, newest day first, tools in their order within a day', () => {
    const days = toolChanges(TOOLS);
    expect(days.map((day) => [day.date, day.added.map((entry) => entry.id), day.checks.map((entry) => entry.id)])).toEqual([
      ['2026-11-25', [], ['beta', 'delta']],
      ['2026-11-20', ['gamma'], ['alpha']],
      ['2026-11-01', ['alpha', 'beta', 'delta'], []],
    ]);
    expect(days[0]?.checks[0]).toMatchObject({
      name: 'Beta',
      price: 'confirmed',
      owner: 'Beta Inc.',
      sources: ['https://vendor.example/pricing'],
    });
  });

  it('lists a tool that was never checked only as added', () => {
    expect(toolChanges(TOOLS).flatMap((day) => day.checks.map((entry) => entry.id))).not.toContain('gamma');
    expect(toolChanges([{ id: 'gamma', name: 'Gamma', added: '2026-11-20' }])).toEqual([
      { date: '2026-11-20', added: [{ id: 'gamma', name: 'Gamma' }], checks: [] },
    ]);
  });

  it('writes a day as readers read it', () => {
    expect(dayLabel('2026-11-05')).toBe('November 5, 2026');
  });
});
