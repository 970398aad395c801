import { TOOL_CATEGORIES, ToolSchema } from '@toolverse/shared-content/schemas';
import articleTools from '@toolverse/shared-content/tool-references';
import type { Tool } from '@toolverse/shared-content/schemas';
import data from './tools.json';

const TOOLS = data as Tool[];

describe('the tool data', () => {
  it('passes the schema, entry by entry', () => {
    const problems = TOOLS.flatMap((tool, index) => {
      const result = ToolSchema.safeParse(tool);
      return result.success ? [] : result.error.issues.map((issue) => `tools.json[${index}] (${String(tool.id)}).${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('has tools in every category (each gets a filter button)', () => {
    for (const category of TOOL_CATEGORIES) expect(TOOLS.some((tool) => tool.category === category)).toBe(true);
  });

  it('has one entry per tool and exactly five top picks', () => {
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    expect(TOOLS.filter((tool) => tool.topPick)).toHaveLength(5);
  });

  it('lists every tool an article recommends, under the same name and vendor URL', () => {
    const byId = new Map(TOOLS.map((tool) => [tool.id, tool]));
    const problems = Object.entries(articleTools).flatMap(([slug, cards]) =>
      cards.flatMap((card) => {
        const tool = byId.get(card.id);
        if (!tool) return [`article ${slug}: tool card "${card.id}" is not in mfe-tools/src/data/tools.json`];
        if (tool.url !== card.url) return [`article ${slug}: ${card.id} links ${card.url}, the directory ${tool.url}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
    expect(TOOLS.length).toBeGreaterThanOrEqual(40);
  });
});
