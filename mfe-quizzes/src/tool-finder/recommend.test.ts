import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import { recommendTools } from './recommend';

describe('the Tool Finder recommendations', () => {
  it('recommends three tools that serve the goal, suit the creator and fit the budget', () => {
    const results = recommendTools({ goal: 'create', creator: 'video', budget: 'free' }, TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const { tool, match } of results) {
      expect(tool.budget).toBe('free');
      expect(tool.goals).toContain('create');
      expect(['video', 'audio']).toContain(tool.category);
      expect(match).toBe(100);
    }
  });

  it('changes with the answers', () => {
    const writer = recommendTools({ goal: 'automate', creator: 'writer', budget: '200-plus' }, TOOL_INDEX).map((match) => match.tool.id);
    const designer = recommendTools({ goal: 'monetize', creator: 'designer', budget: 'under-50' }, TOOL_INDEX).map((match) => match.tool.id);
    expect(writer).not.toEqual(designer);
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
