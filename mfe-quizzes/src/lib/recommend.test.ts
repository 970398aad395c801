import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import { recommendTools } from './recommend';

describe('the Tool Finder recommendations', () => {
  it('recommends three free tools that serve the goal and suit the creator', () => {
    const results = recommendTools({ goal: 'create', creator: 'video', budget: 'free' }, TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const { tool, match } of results) {
      expect(tool.budget).toBe('free');
      expect(['free', 'freemium']).toContain(tool.pricing.model);
      expect(tool.goals).toContain('create');
      expect(['video', 'audio']).toContain(tool.category);
      expect(match).toBe(100);
    }
  });

  it('shows a reader ready to pay the tools made for that spend first, three within the monthly budget', () => {
    const mid = recommendTools({ goal: 'decide', creator: 'writer', budget: '50-200' }, TOOL_INDEX);
    const top = recommendTools({ goal: 'decide', creator: 'writer', budget: '200-plus' }, TOOL_INDEX);
    expect(top.map((match) => match.tool.budget)).toEqual(['50-200', '50-200', '50-200']);
    // Semrush and Ahrefs together cost more than $200 a month: the $50-200 reader gets one of them.
    expect(mid.filter((match) => ['semrush', 'ahrefs'].includes(match.tool.id))).toHaveLength(1);
    expect(top.map((match) => match.tool.id)).toEqual(expect.arrayContaining(['semrush', 'ahrefs']));
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
