import { monthlyCost } from '@toolverse/shared-content/domain/plans/summary';
import type { ToolSummary } from '@toolverse/shared-content/content/tool-index';
// The fixture content's tools (shared-content/fixtures/), so a change to a live tool changes nothing
// asserted here; every combination on the live tools is held to these promises by enumeration.test.ts.
import fixtureIndex from '../../../shared-content/fixtures/generated/tool-index.json';
import { recommendTools } from './recommend';

const TOOL_INDEX = fixtureIndex as readonly ToolSummary[];

describe('the Tool Finder recommendations', () => {
  it('recommends three tools with a free plan, those that serve the goal and suit the creator first', () => {
    const results = recommendTools({ goal: 'automate', creator: 'developer', budget: 'free' }, TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const { tool } of results) expect(tool.plans.bracket).toBe('free');
    // The fixtures hold two full fits (the goal, in a developer's categories); the third fits only in part.
    expect(results.slice(0, 2).map(({ tool, match }) => [tool.id, match])).toEqual(
      expect.arrayContaining([
        ['chatgpt', 100],
        ['zapier', 100],
      ]),
    );
    expect(results[2]!.match).toBeLessThan(100);
  });

  it('shows a reader ready to pay more the paid tools first, and a capped budget only tools whose dated figure fits it', () => {
    const mid = recommendTools({ goal: 'create', budget: '50-200' }, TOOL_INDEX);
    const top = recommendTools({ goal: 'create', budget: '200-plus' }, TOOL_INDEX);
    // "$200+" sets no limit: the fixtures' one paid-only tool comes first.
    expect(top[0]?.tool.id).toBe('jasper');
    // "$50-200": a free plan, or a dated figure that the three together stay within.
    const costs = mid.map(({ tool }) => (tool.plans.bracket === 'free' ? 0 : monthlyCost(tool.plans)));
    expect(costs).not.toContain(null);
    expect(costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0)).toBeLessThanOrEqual(200);
  });

  it('leaves out what our articles advise against for the reader: no Jasper for a writer', () => {
    for (const goal of ['create', 'decide', 'automate', 'monetize'] as const)
      for (const budget of ['free', 'under-50', '50-200', '200-plus', undefined] as const) {
        const ids = recommendTools({ goal, creator: 'writer', budget }, TOOL_INDEX).map((match) => match.tool.id);
        expect(ids).not.toContain('jasper');
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
