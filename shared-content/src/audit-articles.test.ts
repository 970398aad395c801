import { check, loadArticles, parseArticleFile, type AuditArticle } from '../scripts/audit/articles';

/** A fixture article: a complete frontmatter unless `frontmatter` replaces lines of it. */
function fixture(
  body: string,
  frontmatter = 'updated: 2026-11-23\nsources:\n  - title: "Zapier pricing"\n    url: https://zapier.com/pricing',
  file = 'content/articles/fixture.mdx',
): AuditArticle {
  return parseArticleFile(file, `---\ntitle: "A fixture article"\ndate: 2025-05-01\n${frontmatter}\n---\n\n${body}\n`);
}

const errors = (...articles: AuditArticle[]) => check({ articles }).filter((finding) => finding.level === 'error');

describe('the article audit', () => {
  it('passes an article with an Updated date, Sources and plain US prose', () => {
    expect(errors(fixture('Zapier connects your apps. Its pricing page lists the plans.'))).toEqual([]);
  });

  it('flags an article without an Updated date or without Sources', () => {
    expect(errors(fixture('Plain prose.', 'sources:\n  - title: "Zapier pricing"\n    url: https://zapier.com/pricing'))).toEqual([
      { level: 'error', where: 'content/articles/fixture.mdx: frontmatter.updated', message: expect.stringMatching(/^no Updated date/) },
    ]);
    expect(errors(fixture('Plain prose.', 'updated: 2026-11-23\nsources: []'))).toEqual([
      { level: 'error', where: 'content/articles/fixture.mdx: frontmatter.sources', message: expect.stringMatching(/^no Sources/) },
    ]);
  });

  it('flags "in our testing" and the like, with the line it is on, unless the editor\'s note says what was done', () => {
    const body =
      'First line.\n\nIn our testing, Firefly gave us more control.\n\nWe tried both tools. I tested it for a week. In our experience it is fine.';
    const found = errors(fixture(body));
    expect(found.map((finding) => finding.where)).toEqual([
      'content/articles/fixture.mdx: line 12',
      'content/articles/fixture.mdx: line 14',
      'content/articles/fixture.mdx: line 14',
      'content/articles/fixture.mdx: line 14',
    ]);
    expect(found[0]?.message).toMatch(/^"In our testing" with no editor's note/);
    // A note that only says what was NOT done does not excuse a testing claim.
    const denial =
      'editorsNote: "It is not a hands-on benchmark: no test was run."\nupdated: 2026-11-23\nsources:\n  - title: "Zapier pricing"\n    url: https://zapier.com/pricing';
    expect(errors(fixture('In our testing it was faster.', denial))).toHaveLength(1);
    const explained =
      'editorsNote: "How this was made: we tested both tools on the same ten prompts in May 2025."\nupdated: 2026-11-23\nsources:\n  - title: "Zapier pricing"\n    url: https://zapier.com/pricing';
    expect(errors(fixture('In our testing it was faster.', explained))).toEqual([]);
  });

  it('flags a first-person story that does not say at its top whose story it is', () => {
    const story = (note: string) =>
      parseArticleFile(
        'content/articles/me.mdx',
        `---\ntitle: "The AI Tool That Made Me Quit My 9-to-5"\n${note}updated: 2026-11-23\nsources: [{ title: "A", url: "https://a.example" }]\n---\nBody.\n`,
      );
    expect(errors(story(''))).toEqual([
      { level: 'error', where: 'content/articles/me.mdx: frontmatter.editorsNote', message: expect.stringMatching(/first-person story/) },
    ]);
    expect(errors(story('editorsNote: "This is a composite story, told in one voice."\n'))).toEqual([]);
  });

  it('flags UK spellings in the prose and the frontmatter, not in URLs', () => {
    const found = errors(
      fixture(
        'Customise the colours, then summarise and organise. The maths is simple; Behaviour matters.\n\n<ToolCard url="https://example.com/colour-optimiser">x</ToolCard>',
      ),
    );
    expect(found.map((finding) => finding.where.split(': ')[1])).toEqual([
      '"Customise"',
      '"summarise"',
      '"organise"',
      '"colours"',
      '"Behaviour"',
      '"maths"',
    ]);
    expect(found[0]?.message).toMatch(/US English/);
    const subtitle = parseArticleFile(
      'content/articles/x.mdx',
      '---\ntitle: "Optimise your day"\nupdated: 2026-11-23\nsources: [{ title: "A", url: "https://a.example" }]\n---\nBody.\n',
    );
    expect(errors(subtitle).map((finding) => finding.where)).toEqual(['content/articles/x.mdx: "Optimise"']);
  });

  it('accepts US spellings and words that are the same in both', () => {
    expect(
      errors(fixture('Customize the colors, summarize, organize. The math of an analysis; a dialogue; an emphasis on behavior.')),
    ).toEqual([]);
  });

  it('warns, without failing, when a figure the spec gives an article is gone', () => {
    const linkedin = fixture('Pick 3-5 themes and write 3-5 posts a week.', undefined, 'content/articles/post-daily-linkedin-ai.mdx');
    const warnings = check({ articles: [linkedin] }).filter((finding) => finding.level === 'warning');
    expect(warnings).toContainEqual({
      level: 'warning',
      where: 'content/articles/post-daily-linkedin-ai.mdx',
      message: 'no longer says "15-30 minutes" (commissioned: 15-30 minutes of daily engagement)',
    });
    expect(warnings.some((finding) => finding.message.includes('"3-5 posts"'))).toBe(false);
  });

  it('reads an unparsable frontmatter as missing fields rather than stopping', () => {
    const broken = parseArticleFile('content/articles/broken.mdx', '---\ntitle: [unclosed\n---\nBody.\n');
    expect(errors(broken).map((finding) => finding.where)).toEqual([
      'content/articles/broken.mdx: frontmatter.updated',
      'content/articles/broken.mdx: frontmatter.sources',
    ]);
  });

  it('finds nothing wrong in the real articles, also when the runner passes no articles', () => {
    const articles = loadArticles();
    expect(articles).toHaveLength(23);
    expect(check({ articles })).toEqual([]);
    expect(check({})).toEqual([]);
  });
});
