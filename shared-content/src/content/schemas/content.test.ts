// The content model's schemas; the content build itself is tested in scripts/build-content.test.ts.
import { CATEGORIES } from '../categories';
import { ArticleFrontmatterSchema, ArticleLinkSchema, CallToActionSchema, CategorySchema, SeoSchema, ToolCardSchema } from './article';

describe('content schemas', () => {
  it('hold the five categories with their badge colors', () => {
    for (const category of CATEGORIES) expect(CategorySchema.parse(category)).toEqual(category);
    expect(CATEGORIES.map((category) => category.badge)).toEqual(['blue', 'purple', 'pink', 'cyan', 'orange']);
    expect(CategorySchema.safeParse({ ...CATEGORIES[0], badge: 'green' }).success).toBe(false);
    // An icon is a name from CATEGORY_ICONS (an SVG), not an emoji that depends on the reader's fonts.
    expect(CategorySchema.safeParse({ ...CATEGORIES[0], icon: '⚡' }).success).toBe(false);
  });

  it('check SEO objects and article links', () => {
    expect(SeoSchema.parse({ title: 'Blog', description: 'x'.repeat(60) })).toEqual({
      title: 'Blog',
      description: 'x'.repeat(60),
      keywords: [],
    });
    expect(SeoSchema.safeParse({ title: 'Blog', description: 'too short' }).success).toBe(false);
    expect(ArticleLinkSchema.safeParse({ title: 'A', slug: 'a-b', category: 'monetize' }).success).toBe(true);
    expect(ArticleLinkSchema.safeParse({ title: 'A', slug: 'A B' }).success).toBe(false);
  });
});

describe('article schemas', () => {
  const frontmatter = {
    title: 'A title long enough',
    subtitle: 'A subtitle long enough',
    category: 'monetize',
    date: '2025-05-01',
    updated: '2026-11-23',
    changes: [{ date: '2026-11-23', what: "Zapier's plans updated from its help center." }],
    sources: [{ title: 'Zapier pricing', url: 'https://zapier.com/pricing' }],
    description: 'A description that is long enough to be shown in search results as it is.',
    keywords: ['one', 'two', 'three'],
    hero: { alt: 'Cover art in purple' },
    related: ['a', 'b', 'c'],
    sidebarTools: ['chatgpt'],
    cta: { variant: 'quiz' },
  };

  it('accepts a complete frontmatter and fills the defaults', () => {
    expect(ArticleFrontmatterSchema.parse(frontmatter)).toMatchObject({ trending: false, featured: false });
  });

  it('rejects unknown fields, a bad date and the wrong number of related posts', () => {
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, author: 'x' }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, date: 'May 1, 2025' }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, related: ['a', 'b'] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sidebarTools: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }).success).toBe(
      false,
    );
  });

  it('requires an Updated date no earlier than the publication date', () => {
    const { updated: _updated, ...withoutUpdated } = frontmatter;
    expect(ArticleFrontmatterSchema.safeParse(withoutUpdated).success).toBe(false);
    const early = ArticleFrontmatterSchema.safeParse({ ...frontmatter, updated: '2025-04-30' });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]).toMatchObject({ path: ['updated'], message: 'cannot be before the publication date' });
    const { changes: _changes, ...unchanged } = frontmatter;
    expect(ArticleFrontmatterSchema.safeParse({ ...unchanged, updated: frontmatter.date }).success).toBe(true);
  });

  it('says what changed whenever the Updated date moves: newest first, the first on the Updated date', () => {
    const { changes: _changes, ...withoutChanges } = frontmatter;
    expect(ArticleFrontmatterSchema.safeParse(withoutChanges).error?.issues[0]).toMatchObject({ path: ['changes'] });
    const older = { date: '2025-09-02', what: 'Canva Pro plan details corrected.' };
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, changes: [...frontmatter.changes, older] }).success).toBe(true);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, changes: [older, ...frontmatter.changes] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, changes: [older] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, changes: [{ date: '2026-11-23', what: 'Fixed.' }] }).success).toBe(false);
    expect(
      ArticleFrontmatterSchema.safeParse({ ...frontmatter, changes: [...frontmatter.changes, { ...older, date: '2025-04-01' }] }).success,
    ).toBe(false);
  });

  it("records what an article advises against in the quizzes' vocabulary: a tool and an audience or a goal", () => {
    const verdict = { tool: 'jasper', audience: 'writers', reason: 'A general assistant is the better buy for a solo writer' };
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, advisesAgainst: [verdict] }).success).toBe(true);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, advisesAgainst: [{ ...verdict, audience: 'students' }] }).success).toBe(
      false,
    );
    const { audience: _audience, ...forNobody } = verdict;
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, advisesAgainst: [forNobody] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, advisesAgainst: [{ ...forNobody, goal: 'monetize' }] }).success).toBe(true);
  });

  it('requires Sources, each a title and an https URL', () => {
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sources: [] }).success).toBe(false);
    expect(
      ArticleFrontmatterSchema.safeParse({ ...frontmatter, sources: [{ title: 'Zapier pricing', url: 'http://zapier.com/pricing' }] })
        .success,
    ).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sources: [{ url: 'https://zapier.com/pricing' }] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, editorsNote: 'Composite.' }).success).toBe(false);
  });

  it('accepts the three call-to-action variants and nothing else', () => {
    expect(CallToActionSchema.safeParse({ variant: 'tools', buttonText: 'Explore All 7 Automation Tools' }).success).toBe(true);
    expect(CallToActionSchema.safeParse({ variant: 'articles', recommendations: ['a', 'b', 'c'] }).success).toBe(true);
    expect(CallToActionSchema.safeParse({ variant: 'articles' }).success).toBe(false);
    expect(CallToActionSchema.safeParse({ variant: 'popup' }).success).toBe(false);
  });

  it('requires a tool card to have an https vendor URL and a kebab-case id', () => {
    const card = { rank: 1, id: 'notion-ai', name: 'Notion AI', category: 'Docs', url: 'https://www.notion.com/product/ai' };
    expect(ToolCardSchema.safeParse(card).success).toBe(true);
    // Prices come from The Arsenal with their date and source, never from the card.
    expect(ToolCardSchema.safeParse({ ...card, price: 'From $10/month' }).success).toBe(false);
    expect(ToolCardSchema.safeParse({ ...card, id: 'Notion AI' }).success).toBe(false);
    expect(ToolCardSchema.safeParse({ ...card, url: 'www.notion.so' }).success).toBe(false);
  });
});
