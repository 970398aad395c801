import { dayLabel, toolChanges } from './tool-changes';

const check = (on: string, price: 'confirmed' | 'not-found' = 'not-found') => ({
  on,
  price,
  sources: [{ url: 'https://vendor.example/pricing', kind: 'pricing' as const }],
  summary: 'What the check could and could not confirm on the vendor pages.',
});

const TOOLS = [
  { id: 'alpha', name: 'Alpha', check: check('2026-11-20') },
  { id: 'beta', name: 'Beta', check: { ...check('2026-11-25', 'confirmed'), owner: 'Beta Inc.' } },
  { id: 'gamma', name: 'Gamma' },
  { id: 'delta', name: 'Delta', check: check('2026-11-25') },
];

describe('toolChanges', () => {
  it('groups the checks by day, newest day first, tools in their order within a day', () => {
    const days = toolChanges(TOOLS);
    expect(days.map((day) => [day.date, day.checks.map((entry) => entry.id)])).toEqual([
      ['2026-11-25', ['beta', 'delta']],
      ['2026-11-20', ['alpha']],
    ]);
    expect(days[0]?.checks[0]).toMatchObject({
      name: 'Beta',
      price: 'confirmed',
      owner: 'Beta Inc.',
      sources: ['https://vendor.example/pricing'],
    });
  });

  it('leaves out a tool that was never checked', () => {
    expect(toolChanges(TOOLS).flatMap((day) => day.checks.map((entry) => entry.id))).not.toContain('gamma');
    expect(toolChanges([{ id: 'gamma', name: 'Gamma' }])).toEqual([]);
  });

  it('writes a day as readers read it', () => {
    expect(dayLabel('2026-11-05')).toBe('November 5, 2026');
  });
});
