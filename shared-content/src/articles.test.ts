import { CATEGORIES } from './categories';
import { ARTICLES, ARTICLE_ALIASES, articleBySlug, articlesInCategory } from './articles';

describe('the article catalogue', () => {
  it('has the 23 articles with unique slugs', () => {
    expect(ARTICLES).toHaveLength(23);
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(23);
  });

  it('cuts the categories 4/4/5/5/5 in the spec order', () => {
    expect(CATEGORIES.map((category) => articlesInCategory(category.id).length)).toEqual([4, 4, 5, 5, 5]);
  });

  it("uses the spec's titles", () => {
    expect(articleBySlug('jasper-vs-copy-ai-review')?.title).toBe('Jasper vs Copy.ai: Brutally Honest Review (2025)');
    expect(articleBySlug('build-online-course-ai-tools')?.title).toBe('Build a Full Online Course Using Free AI Tools (2025 Guide)');
  });

  it('points every alias at a real article and never shadows one', () => {
    for (const [alias, target] of Object.entries(ARTICLE_ALIASES)) {
      expect(articleBySlug(target)).toBeDefined();
      expect(articleBySlug(alias)).toBeUndefined();
    }
  });
});
