import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import type { Plan, Reading } from '@toolverse/shared-content/content/schemas/tool';
import { TOOL_INDEX, type ToolSummary } from '@toolverse/shared-content/content/tool-index';
import { BUDGETS } from '@toolverse/shared-content/content/tool-taxonomy';
import { tighterBudget, withinBudget } from './recommendation';

/** A made-up tool whose record is one reading of these plans, as the content build makes it. */
function toolWith(plans: Plan[], extra: Partial<Pick<Reading, 'trial'>> = {}): ToolSummary {
  const reading: Reading = {
    on: '2026-11-01',
    read: '2026-10-01',
    source: { kind: 'third-party-report', url: `https://github.com/example/r/blob/${'d'.repeat(40)}/x.md`, publisher: 'R' },
    plans,
    ...extra,
  };
  return { ...TOOL_INDEX[0]!, id: 'made-up', plans: planSummary(planRecord([reading])) };
}

/** The budget answers a tool fits, tightest first. */
const fits = (tool: ToolSummary) => BUDGETS.filter((budget) => withinBudget(tool, budget));

describe('a budget answer', () => {
  it('admits a tool from the bracket of its record up: its cheapest paid plan a month as its pages state it', () => {
    expect(fits(toolWith([{ name: 'Pro', monthly: 49.99 }]))).toEqual(['under-50', '50-200', '200-plus']);
    expect(fits(toolWith([{ name: 'Pro', monthly: 50 }]))).toEqual(['50-200', '200-plus']);
    expect(fits(toolWith([{ name: 'Pro', monthly: 200 }]))).toEqual(['50-200', '200-plus']);
    expect(fits(toolWith([{ name: 'Pro', monthly: 200.01 }]))).toEqual(['200-plus']);
    // $720 a year is $60 a month; $300 once is $25 a month over a year.
    expect(fits(toolWith([{ name: 'Team', annual: 720 }]))).toEqual(['50-200', '200-plus']);
    expect(fits(toolWith([{ name: 'Lifetime', once: 300 }]))).toEqual(['under-50', '50-200', '200-plus']);
    // The cheapest paid plan decides, not the first one listed.
    expect(
      fits(
        toolWith([
          { name: 'Business', monthly: 99 },
          { name: 'Starter', monthly: 9 },
        ]),
      ),
    ).toEqual(['under-50', '50-200', '200-plus']);
  });

  it('admits a tool with a free plan at every budget, whatever its paid plans cost', () => {
    const tool = toolWith([
      { name: 'Free', monthly: 0 },
      { name: 'Studio', monthly: 400 },
    ]);
    expect(tool.plans.bracket).toBe('free');
    expect(fits(tool)).toEqual([...BUDGETS]);
  });

  it('admits a paid tool without a dated figure only where the reader set no upper limit, trial or not', () => {
    expect(fits(toolWith([{ name: 'Pro' }]))).toEqual(['200-plus']);
    expect(fits(toolWith([{ name: 'Pro', sales: true }], { trial: 14 }))).toEqual(['200-plus']);
  });

  it('starts at the bracket each listed tool’s pages show, and no answer at all sets no limit', () => {
    for (const tool of TOOL_INDEX) {
      expect(withinBudget(tool, undefined)).toBe(true);
      // The tightest budget a tool fits is its record's bracket; without one, only "$200+".
      expect(fits(tool)[0]).toBe(tool.plans.bracket ?? '200-plus');
    }
  });

  it('is the tighter of two answers, an unanswered one setting no limit', () => {
    expect(tighterBudget('50-200', 'under-50')).toBe('under-50');
    expect(tighterBudget(undefined, '200-plus')).toBe('200-plus');
    expect(tighterBudget('free', undefined)).toBe('free');
    expect(tighterBudget(undefined, undefined)).toBeUndefined();
  });
});
