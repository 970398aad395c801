import { CHECKS } from '../../scripts/audit/run';
import { check as articles } from '../../scripts/audit/articles';
import type { AuditContent } from '../../scripts/audit/types';
import { check, ukSpellingsIn } from '../../scripts/audit/uk-spelling';

/** Data files as the audit reads them, with no UK spelling unless a test adds one. */
function content(change: Partial<AuditContent> = {}): AuditContent {
  return {
    today: '2026-11-25',
    problems: [],
    tools: [],
    records: new Map(),
    toolsData: [
      {
        id: 'colour-lab',
        name: 'Color Lab',
        description: 'Helps you organize the center of your brand, with a license for commercial use.',
        url: 'https://colour.example/centre',
        benefits: ['Analyzes your favorite palettes'],
      },
    ],
    articles: [],
    quizzes: { summaries: [{ id: 'q', title: 'Which tool fits?' }], questions: { q: [{ question: 'How do you plan?', options: [] }] } },
    guide: { paths: [{ intro: 'Plan your week.' }] },
    ...change,
  };
}

describe('the spelling audit of the data files', () => {
  it('passes US English, ids, URLs and keys, whatever they spell', () => {
    expect(check(content())).toEqual([]);
    expect(check(content({ guide: { colour: 'blue', paths: [] } }))).toEqual([]);
  });

  it('flags a UK spelling in tools.json, the quizzes and the guide, naming the file, the field and the word', () => {
    const found = check(
      content({
        toolsData: [{ id: 'midjourney', description: 'Striking, stylised images', pricing: { note: 'Order fulfilment on paid plans' } }],
        quizzes: {
          summaries: [{ id: 'q', title: 'Your favourite tool' }],
          questions: { q: [{ question: 'Mostly client enquiries?', options: [{ text: 'Whilst travelling' }] }] },
        },
        guide: { paths: [{ intro: 'Good judgement about colours.' }] },
      }),
    );
    expect(found.map((finding) => finding.where)).toEqual([
      'shared-content/content/tools.json: 0.description: "stylised"',
      'shared-content/content/tools.json: 0.pricing.note: "fulfilment"',
      'mfe-quizzes/src/data/quizzes.json: 0.title: "favourite"',
      'mfe-quizzes/src/data/questions.json: q.0.question: "enquiries"',
      'mfe-quizzes/src/data/questions.json: q.0.options.0.text: "travelling"',
      'mfe-quizzes/src/data/questions.json: q.0.options.0.text: "Whilst"',
      'mfe-guide/src/data/guide.json: paths.0.intro: "colours"',
      'mfe-guide/src/data/guide.json: paths.0.intro: "judgement"',
    ]);
    expect(found.every((finding) => finding.level === 'error')).toBe(true);
    expect(found[1]?.message).toBe(
      'UK spelling; the site is written in US English (enroll, fulfill, fulfillment, enrollment, installment)',
    );
  });

  it('is one list for the articles too, which now catch penalise, judgement and enquiries', () => {
    expect(ukSpellingsIn('Google does not penalise it').map(({ word }) => word)).toEqual(['penalise']);
    const article = {
      file: 'content/articles/x.mdx',
      prose: { title: 'An article' },
      cards: [],
      body: '\nGood judgement and client enquiries.\n',
      bodyLine: 5,
    };
    expect(
      articles(content({ articles: [article] }))
        .filter((finding) => finding.level === 'error')
        .map((finding) => finding.where),
    ).toEqual(['content/articles/x.mdx: "enquiries"', 'content/articles/x.mdx: "judgement"']);
  });

  it("runs with the editor's audit (npm run content:audit)", () => {
    expect(CHECKS.spelling).toBe(check);
  });
});
