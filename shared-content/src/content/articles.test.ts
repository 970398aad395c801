import { CATEGORIES } from './categories';
import { ARTICLES, ARTICLE_ALIASES, articleBySlug, articlesInCategory, neighbours } from './articles';

// On the fixture articles (shared-content/fixtures/), as every unit test that shows articles.
describe('the article catalogue', () => {
  it('holds the articles in the order of article-order.json, each slug once', () => {
    expect(ARTICLES.map((article) => article.slug)).toEqual([
      'three-tools-for-email',
      'meeting-notes-to-tasks',
      'jasper-or-copy-ai',
      'design-with-canva',
    ]);
  });

  it('files each article under its category', () => {
    expect(CATEGORIES.map((category) => articlesInCategory(category.id).map((article) => article.slug))).toEqual([
      ['three-tools-for-email', 'meeting-notes-to-tasks'],
      [],
      ['jasper-or-copy-ai'],
      ['design-with-canva'],
      [],
    ]);
    expect(articleBySlug('jasper-or-copy-ai')?.title).toBe('Jasper or Copy.ai for Short Marketing Copy');
  });

  it('chains the articles, the last leading back to the first', () => {
    expect(neighbours('three-tools-for-email')).toEqual({ previous: undefined, next: ARTICLES[1] });
    expect(neighbours('design-with-canva').next).toBe(ARTICLES[0]);
    expect(neighbours('no-such-article')).toEqual({ previous: undefined, next: undefined });
  });

  it('points every alias at a real article and never shadows one', () => {
    expect(Object.keys(ARTICLE_ALIASES).length).toBeGreaterThan(0);
    for (const [alias, target] of Object.entries(ARTICLE_ALIASES)) {
      expect(articleBySlug(target)).toBeDefined();
      expect(articleBySlug(alias)).toBeUndefined();
    }
  });
});
