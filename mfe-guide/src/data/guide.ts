import type { Guide, GuidePath, ToolCategoryCard } from '@toolverse/shared-content/content/schemas/guide';
import data from './guide.json';

/**
 * The guide's four paths and the tool-category cards they use (guide.json, checked against
 * GuideSchema and the real articles, tools, categories and quizzes by the build and guide.test.ts).
 */
export const GUIDE = data as unknown as Guide;

export function pathById(id: string): GuidePath | undefined {
  return GUIDE.paths.find((path) => path.id === id);
}

const CARDS = new Map(GUIDE.toolCategories.map((card) => [card.id, card]));

export function categoryCard(id: ToolCategoryCard['id']): ToolCategoryCard {
  const card = CARDS.get(id);
  if (!card) throw new Error(`guide.json has no card for the tool category "${id}"`);
  return card;
}
