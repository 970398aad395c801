import { budgetOfPricing, monthlyCost } from '@toolverse/shared-content/pricing';
import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import { recommendTools } from './recommend';

describe('the Tool Finder recommendations', () => {
  it('recommends three tools with a free plan that serve the goal and suit the creator', () => {
    const results = recommendTools({ goal: 'create', creator: 'video', budget: 'free' }, TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const { tool, match } of results) {
      expect(budgetOfPricing(tool.pricing)).toBe('free');
      expect(tool.goals).toContain('create');
      expect(['video', 'audio']).toContain(tool.category);
      expect(match).toBe(100);
    }
  });

  it('shows a reader ready to pay more the paid tools first, and a capped budget only tools whose confirmed price fits it', () => {
    const mid = recommendTools({ goal: 'decide', creator: 'writer', budget: '50-200' }, TOOL_INDEX);
    const top = recommendTools({ goal: 'decide', creator: 'writer', budget: '200-plus' }, TOOL_INDEX);
    // "$200+" sets no limit: paid tools whose price is on the vendor's page come first.
    expect(top.map((match) => match.tool.pricing.model)).not.toContain('freemium');
    // "$50-200": a free plan, or a confirmed price that the three together stay within.
    const costs = mid.map(({ tool }) => (budgetOfPricing(tool.pricing) === 'free' ? 0 : monthlyCost(tool.pricing)));
    expect(costs).not.toContain(null);
    expect(costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0)).toBeLessThanOrEqual(200);
  });

  it('leaves out what our articles advise against for the reader: no Jasper, Copy.ai or Semrush for a writer', () => {
    for (const goal of ['create', 'decide', 'automate', 'monetize'] as const)
      for (const budget of ['free', 'under-50', '50-200', '200-plus', undefined] as const) {
        const ids = recommendTools({ goal, creator: 'writer', budget }, TOOL_INDEX).map((match) => match.tool.id);
        expect(ids.filter((id) => ['jasper', 'copy-ai', 'semrush'].includes(id))).toEqual([]);
      }
    expect(recommendTools({ goal: 'create', creator: 'designer' }, TOOL_INDEX)).toHaveLength(3);
  });

  it('counts only the questions answered', () => {
    const results = recommendTools({ goal: 'decide' }, TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const { tool, match } of results) {
      expect(tool.goals).toContain('decide');
      expect(match).toBe(100);
    }
    expect(recommendTools({}, TOOL_INDEX)).toEqual([]);
  });
});
