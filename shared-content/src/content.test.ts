import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTICLES_DIR, buildCatalogue, generatedFiles, type SourceFile } from '../scripts/build-content';
import { CATEGORIES } from './categories';
import { ArticleFrontmatterSchema, ArticleLinkSchema, CallToActionSchema, CategorySchema, SeoSchema, ToolCardSchema } from './schemas/article';

const source = (slug: string): SourceFile => ({ file: `content/articles/${slug}.mdx`, text: readFileSync(path.join(ARTICLES_DIR, `${slug}.mdx`), 'utf8') });

/** Reads the real articles, with one file's text changed by `edit`. */
function catalogueWith(slug: string, edit: (text: string) => string) {
  return () => buildCatalogue((name) => (name === slug ? { ...source(name), text: edit(source(name).text) } : source(name)));
}

describe('the articles', () => {
  it('all 23 pass every check, and src/generated/ is up to date', () => {
    const catalogue = buildCatalogue();
    expect(catalogue.articles).toHaveLength(23);
    for (const [name, text] of Object.entries(generatedFiles(catalogue))) {
      expect(readFileSync(path.join(__dirname, 'generated', name), 'utf8')).toBe(text);
    }
  });

  it('have the spec tool-card counts and real descriptions', () => {
    const { articles } = buildCatalogue();
    expect(articles.slice(0, 3).map((article) => article.tools.length)).toEqual([10, 7, 8]);
    for (const article of articles) {
      expect(article.description.length).toBeGreaterThanOrEqual(50);
      expect(article.readMinutes).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the file and the field of a broken reference', () => {
    expect(catalogueWith('ai-seo-tools-hack-google', (text) => text.replace(/^related: \[([a-z0-9-]+),/m, 'related: [no-such-article,'))).toThrow(
      'content/articles/ai-seo-tools-hack-google.mdx: frontmatter.related.0: unknown article "no-such-article"',
    );
    expect(catalogueWith('jasper-vs-copy-ai-review', (text) => text.replace(/^category: tool-battles$/m, 'category: gadgets'))).toThrow(
      /content\/articles\/jasper-vs-copy-ai-review\.mdx: frontmatter\.category: must be one of work-smarter/,
    );
    expect(catalogueWith('ai-tool-quit-job', (text) => text.replace('url="https://zapier.com"', 'url="http://zapier.com"'))).toThrow(
      /content\/articles\/ai-tool-quit-job\.mdx: ToolCard\[1\]\.url: must be an https URL/,
    );
    expect(catalogueWith('canva-ai-vs-adobe-firefly', (text) => text.replace(/^sources:\n(?: {2}.*\n)+/m, ''))).toThrow(
      'content/articles/canva-ai-vs-adobe-firefly.mdx: frontmatter.sources: must list the vendor pages and docs the article relies on',
    );
    expect(catalogueWith('canva-ai-vs-adobe-firefly', (text) => text.replace(/^updated: .*\n/m, ''))).toThrow(
      /content\/articles\/canva-ai-vs-adobe-firefly\.mdx: frontmatter\.updated: must be an ISO date/,
    );
    expect(catalogueWith('not-lazy-wrong-tools', (text) => text.replace(/<Tip title="[^"]*">/, '<Tip>'))).toThrow(
      /content\/articles\/not-lazy-wrong-tools\.mdx: Tip\[\d+\]\.title: every tip and insight needs a title/,
    );
    expect(catalogueWith('ai-copywriting-tools', (text) => text.replace(/<ToolCard rank=\{8\}[\s\S]*?<\/ToolCard>/, ''))).toThrow(
      'content/articles/ai-copywriting-tools.mdx: ToolCard: 7 tool cards, the spec asks for 8',
    );
  });
});

describe('the tools of The Arsenal', () => {
  const tools = () => JSON.parse(readFileSync(path.join(__dirname, '../content/tools.json'), 'utf8')) as Record<string, unknown>[];
  const withTools = (edit: (list: Record<string, unknown>[]) => Record<string, unknown>[]) => () => buildCatalogue(undefined, undefined, edit(tools()));

  it('are dozens, one entry each, and hold every tool an article recommends', () => {
    const catalogue = buildCatalogue();
    expect(catalogue.tools.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(catalogue.tools.map((tool) => tool.id));
    for (const card of catalogue.articles.flatMap((article) => article.tools)) expect(ids).toContain(card.id);
  });

  it('fail the build with the entry and the field when broken', () => {
    expect(withTools((list) => list.map((tool, index) => (index === 2 ? { ...tool, category: 'gadgets' } : tool)))).toThrow(
      /content\/tools\.json: 2 \([a-z0-9-]+\)\.category: /,
    );
    expect(withTools((list) => [...list, list[0]!])).toThrow(`content/tools.json: "${String(tools()[0]!.id)}" is listed twice`);
    expect(withTools((list) => list.map((tool) => ({ ...tool, topPick: false })))).toThrow('content/tools.json: 0 tools have topPick: true, The Arsenal shows exactly 5');
    expect(withTools((list) => list.filter((tool) => tool.id !== 'jasper'))).toThrow(/ToolCard\[\d+\]: "jasper" is not a tool of content\/tools\.json/);
    expect(withTools((list) => list.map((tool) => (tool.id === 'jasper' ? { ...tool, url: 'https://jasper.example' } : tool)))).toThrow(
      /links https:\/\/www\.jasper\.ai, content\/tools\.json has https:\/\/jasper\.example for jasper/,
    );
  });

  it('refuse a budget that contradicts the price, a hidden free plan and a figure without its date', () => {
    const edit = (id: string, change: (tool: Record<string, unknown>) => Record<string, unknown>) =>
      withTools((list) => list.map((tool) => (tool.id === id ? change(tool) : tool)));
    const pricingOf = (tool: Record<string, unknown>) => tool.pricing as Record<string, unknown>;
    // A paid-only tool is never "free", and a known monthly price sets the budget bracket.
    expect(edit('writerzen', (tool) => ({ ...tool, budget: 'free' }))).toThrow(/writerzen\)\.budget: is "free", but a paid tool has no free plan/);
    expect(edit('headspace', (tool) => ({ ...tool, budget: '50-200' }))).toThrow(/headspace\)\.budget: is "50-200", but pricing\.from is 12\.99 a month \("under-50"\)/);
    expect(edit('todoist', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), note: 'From $2.57/month' } }))).toThrow(
      /todoist\)\.pricing\.note: a figure goes in pricing\.from/,
    );
    expect(edit('zapier', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), asOf: 'May 2025' } }))).toThrow(/zapier\)\.pricing\.asOf: must be YYYY-MM or YYYY-MM-DD/);
    expect(edit('zapier', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), source: undefined } }))).toThrow(/zapier\)\.pricing\.source/);
    expect(edit('zapier', (tool) => ({ ...tool, lastVerified: '2025-05-01' }))).toThrow(/zapier\)/);
  });

  it('give every category at least three tools', () => {
    expect(withTools((list) => list.filter((tool) => tool.category !== 'research' || tool.id === 'perplexity'))).toThrow(
      'content/tools.json: category "research" has 1 tool(s); a filter button needs at least 3 to be worth pressing',
    );
  });
});

describe('content schemas', () => {
  it('hold the five categories with their badge colors', () => {
    for (const category of CATEGORIES) expect(CategorySchema.parse(category)).toEqual(category);
    expect(CATEGORIES.map((category) => category.badge)).toEqual(['blue', 'purple', 'pink', 'cyan', 'orange']);
    expect(CategorySchema.safeParse({ ...CATEGORIES[0], badge: 'green' }).success).toBe(false);
    // An icon is a name from CATEGORY_ICONS (an SVG), not an emoji that depends on the reader's fonts.
    expect(CategorySchema.safeParse({ ...CATEGORIES[0], icon: '⚡' }).success).toBe(false);
  });

  it('check SEO objects and article links', () => {
    expect(SeoSchema.parse({ title: 'Blog', description: 'x'.repeat(60) })).toEqual({ title: 'Blog', description: 'x'.repeat(60), keywords: [] });
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
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sidebarTools: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }).success).toBe(false);
  });

  it('requires an Updated date no earlier than the publication date', () => {
    const { updated: _updated, ...withoutUpdated } = frontmatter;
    expect(ArticleFrontmatterSchema.safeParse(withoutUpdated).success).toBe(false);
    const early = ArticleFrontmatterSchema.safeParse({ ...frontmatter, updated: '2025-04-30' });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]).toMatchObject({ path: ['updated'], message: 'cannot be before the publication date' });
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, updated: frontmatter.date }).success).toBe(true);
  });

  it('requires Sources, each a title and an https URL', () => {
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sources: [] }).success).toBe(false);
    expect(ArticleFrontmatterSchema.safeParse({ ...frontmatter, sources: [{ title: 'Zapier pricing', url: 'http://zapier.com/pricing' }] }).success).toBe(false);
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

describe("the tools' pages", () => {
  const tools = () => JSON.parse(readFileSync(path.join(__dirname, '../content/tools.json'), 'utf8')) as { id: string }[];

  it('refuses a tool id that would take the URL of a preset view', () => {
    const renamed = tools();
    renamed[0]!.id = 'trending';
    expect(() => buildCatalogue(undefined, undefined, renamed)).toThrow(
      'content/tools.json: "trending" would take the URL /tools/trending, which is a preset view of the directory',
    );
  });

  it("list the articles with the tool's card and the quizzes whose answers weight it", () => {
    const catalogue = buildCatalogue(undefined, undefined, undefined, undefined, {
      'creator-archetype': [{ options: [{ weights: { canva: 2 } }] }],
      'hustle-style': [{ options: [{ weights: { zapier: 1, canva: 3 } }] }],
    });
    const page = (id: string) => generatedFiles(catalogue)[`tool-pages/${id}.ts`] ?? '';
    expect(page('canva')).toContain('"quizzes": [\n    "creator-archetype",\n    "hustle-style"\n  ]');
    expect(page('zapier')).toContain('"quizzes": [\n    "hustle-style"\n  ]');
    const withCards = catalogue.articles.filter((article) => article.tools.some((card) => card.id === 'zapier')).map((article) => article.slug);
    expect(withCards.length).toBeGreaterThan(0);
    for (const slug of withCards) expect(page('zapier')).toContain(`"slug": "${slug}"`);
  });
});

