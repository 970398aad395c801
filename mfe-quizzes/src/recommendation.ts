import type { ToolSummary } from '@toolverse/shared-content/tool-index';

/** A recommended tool and how well it matches the reader's answers, in whole percent. */
export interface ToolMatch {
  tool: ToolSummary;
  score: number;
  match: number;
}

/** How many tools a quiz or the Tool Finder recommends. */
export const RECOMMENDED = 3;

/**
 * The best `count` tools by score (ties keep the directory's order, which puts editors' picks
 * first), each with its share of `bestPossible` as the match percentage. Tools that scored
 * nothing are never recommended.
 */
export function topMatches(
  scores: ReadonlyMap<string, number>,
  tools: readonly ToolSummary[],
  bestPossible: number,
  count = RECOMMENDED,
): ToolMatch[] {
  if (bestPossible <= 0) return [];
  return tools
    .map((tool, order) => ({ tool, order, score: scores.get(tool.id) ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ tool, score }) => ({ tool, score, match: Math.min(100, Math.round((100 * score) / bestPossible)) }));
}
