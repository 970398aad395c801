import descriptions from './generated/article-descriptions.json';

/** An article's description, for cards in lists (its own page carries it in its chunk). */
export function descriptionOf(slug: string): string {
  return (descriptions as Record<string, string>)[slug] ?? '';
}
