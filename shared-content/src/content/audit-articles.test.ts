import { check } from '../../scripts/audit/articles';
import type { AuditArticle } from '../../scripts/audit/types';

/** An article as the audit reads it once the content build has parsed it: its prose and its body. */
function article(body: string, prose: AuditArticle['prose'] = {}, file = 'content/articles/fixture.mdx'): AuditArticle {
  return { file, prose: { title: 'A fixture article', ...prose }, cards: [], body: `\n\n${body}\n`, bodyLine: 10 };
}

const errors = (...articles: AuditArticle[]) =>
  check({
    today: '2026-11-25',
    problems: [],
    tools: [],
    records: new Map(),
    toolsData: [],
    articles,
    quizzes: { summaries: [], questions: {} },
    guide: {},
  }).filter((finding) => finding.level === 'error');

describe('the article audit', () => {
  it('passes plain US prose with no claim of testing', () => {
    expect(errors(article('Zapier connects your apps. Its pricing page lists the plans.'))).toEqual([]);
  });

  it('flags "in our testing" and the like, with the line it is on, unless the editor\'s note says what was done', () => {
    const body =
      'First line.\n\nIn our testing, Firefly gave us more control.\n\nWe tried both tools. I tested it for a week. In our experience it is fine.';
    const found = errors(article(body));
    expect(found.map((finding) => finding.where)).toEqual([
      'content/articles/fixture.mdx: line 14',
      'content/articles/fixture.mdx: line 16',
      'content/articles/fixture.mdx: line 16',
      'content/articles/fixture.mdx: line 16',
    ]);
    expect(found[0]?.message).toMatch(/^"In our testing" with no editor's note/);
    // A note that only says what was NOT done does not excuse a testing claim.
    expect(
      errors(article('In our testing it was faster.', { editorsNote: 'It is not a hands-on benchmark: no test was run.' })),
    ).toHaveLength(1);
    expect(
      errors(
        article('In our testing it was faster.', {
          editorsNote: 'How this was made: we tested both tools on the same ten prompts in May 2025.',
        }),
      ),
    ).toEqual([]);
  });

  it('flags a first-person story that does not say at its top whose story it is', () => {
    const story = (editorsNote?: string) =>
      article(
        'Body.',
        { title: 'The AI Tool That Made Me Quit My 9-to-5', ...(editorsNote ? { editorsNote } : {}) },
        'content/articles/me.mdx',
      );
    expect(errors(story())).toEqual([
      { level: 'error', where: 'content/articles/me.mdx: frontmatter.editorsNote', message: expect.stringMatching(/first-person story/) },
    ]);
    expect(errors(story('This is a composite story, told in one voice.'))).toEqual([]);
  });

  it('flags UK spellings in the prose and the frontmatter, not in URLs', () => {
    const found = errors(
      article(
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
    const title = article('Body.', { title: 'Optimise your day' }, 'content/articles/x.mdx');
    expect(errors(title).map((finding) => finding.where)).toEqual(['content/articles/x.mdx: "Optimise"']);
    const hero = article('Body.', { hero: { alt: 'A grey desk' } }, 'content/articles/x.mdx');
    expect(errors(hero).map((finding) => finding.where)).toEqual(['content/articles/x.mdx: "grey"']);
  });

  it('accepts US spellings and words that are the same in both', () => {
    expect(
      errors(article('Customize the colors, summarize, organize. The math of an analysis; a dialogue; an emphasis on behavior.')),
    ).toEqual([]);
  });
});
