import { ARTICLES, searchArticles, truncateWords } from './articles';

describe('searchArticles', () => {
  it('matches from the first character, ignoring case', () => {
    const results = searchArticles('J');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((article) => article.title.toLowerCase().includes('j'))).toBe(true);
  });

  it('matches a substring anywhere in the title', () => {
    expect(searchArticles('qUiEtEr').map((article) => article.slug)).toEqual(['three-tools-for-email']);
  });

  it('finds nothing for an empty query or a title nobody wrote', () => {
    expect(searchArticles('')).toEqual([]);
    expect(searchArticles('   ')).toEqual([]);
    expect(searchArticles('quantum knitting')).toEqual([]);
  });

  it('finds every article by its own title', () => {
    expect(ARTICLES.every((article) => searchArticles(article.title.toUpperCase()).includes(article))).toBe(true);
  });
});

describe('truncateWords', () => {
  it('keeps titles of up to 10 words whole', () => {
    expect(truncateWords('How to Make Money with ChatGPT in 2025')).toBe('How to Make Money with ChatGPT in 2025');
  });

  it('cuts longer titles to 10 words and an ellipsis', () => {
    expect(truncateWords('Best AI Chrome Extensions for Productivity in 2025 (Ranked & Reviewed)')).toBe(
      'Best AI Chrome Extensions for Productivity in 2025 (Ranked &...',
    );
  });
});
