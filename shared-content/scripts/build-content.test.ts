import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  buildCatalogue,
  CONTENT_DIR,
  GENERATED_DIR,
  generatedFiles,
  loadContent,
  type ContentInput,
  type SourceFile,
} from './build-content';
import { sidebarToolsHaveCards } from './content/checks';
import { readQuizQuestions } from './content/read';
import { tsModuleText } from './content/ts-module';

/** Asserts that `run` throws a ContentError whose message holds `expected`. */
function rejects(run: () => unknown, expected: string | RegExp) {
  assert.throws(run, (error: Error) => {
    if (typeof expected === 'string' ? !error.message.includes(expected) : !expected.test(error.message)) {
      assert.fail(`expected a problem matching ${String(expected)}, got:\n${error.message}`);
    }
    return true;
  });
}

/** The unit tests' own small content (four articles, nine tools), so a new live article changes nothing here. */
const FIXTURES = path.join(import.meta.dirname, '../fixtures/content');
const FIXTURES_GENERATED = path.join(import.meta.dirname, '../fixtures/generated');
const readJson = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as Record<string, unknown>;
const source = (slug: string): SourceFile => ({
  file: `content/articles/${slug}.mdx`,
  text: readFileSync(path.join(FIXTURES, 'articles', `${slug}.mdx`), 'utf8'),
});
/** One check per tool that says what the tool says today: the history a test's edited tools.json goes with. */
const historyOf = (tools: unknown) =>
  Object.fromEntries(
    (tools as { id: string; added: string; pricing?: { model?: string; from?: unknown }; check?: { on: string; owner?: string } }[]).map(
      (tool) => [
        tool.id,
        [
          {
            on: tool.check?.on ?? tool.added,
            model: tool.pricing?.model,
            price: tool.pricing?.from ?? null,
            ...(tool.check?.owner ? { owner: tool.check.owner } : {}),
          },
        ],
      ],
    ),
  );
const build = (input: Omit<ContentInput, 'dir'> = {}) =>
  buildCatalogue({
    dir: FIXTURES,
    ...(input.tools !== undefined && input.history === undefined ? { history: historyOf(input.tools) } : {}),
    ...input,
  });

/** Builds the fixtures with one article's text changed by `edit`. */
function catalogueWith(slug: string, edit: (text: string) => string) {
  return () => build({ readSource: (name) => (name === slug ? { ...source(name), text: edit(source(name).text) } : source(name)) });
}

function expectGeneratedUpToDate(contentDir: string, outDir: string) {
  const catalogue = buildCatalogue({ dir: contentDir });
  for (const [name, text] of Object.entries(generatedFiles(catalogue, contentDir, outDir))) {
    assert.equal(
      readFileSync(path.join(outDir, name), 'utf8'),
      text,
      `${path.relative(import.meta.dirname, outDir)}/${name} is out of date`,
    );
  }
  return catalogue;
}

describe('the live content', () => {
  it('passes every check at its current size, and src/generated/ is up to date', () => {
    const catalogue = expectGeneratedUpToDate(CONTENT_DIR, GENERATED_DIR);
    assert.equal(
      catalogue.articles.length,
      (JSON.parse(readFileSync(path.join(CONTENT_DIR, 'article-order.json'), 'utf8')) as string[]).length,
    );
  });
});

describe('the content build', () => {
  it('reads the fixtures, and fixtures/generated/ is up to date', () => {
    const { articles, tools } = expectGeneratedUpToDate(FIXTURES, FIXTURES_GENERATED);
    assert.deepEqual(
      articles.map((article) => [article.slug, article.tools.length]),
      [
        ['three-tools-for-email', 3],
        ['meeting-notes-to-tasks', 2],
        ['jasper-or-copy-ai', 2],
        ['design-with-canva', 2],
      ],
    );
    assert.equal(tools.length, 9);
  });

  it('reads the MDX as the site compiles it: cards, callouts, tables and a read time from the prose', () => {
    const [email] = build().articles;
    assert.deepEqual(
      email?.tools.map((card) => [card.rank, card.id]),
      [
        [1, 'chatgpt'],
        [2, 'zapier'],
        [3, 'notion-ai'],
      ],
    );
    assert.equal(email?.readMinutes, 1);
    // A tool card written across lines, or with its attributes reordered, is the same element.
    const reflowed = catalogueWith('three-tools-for-email', (text) =>
      text.replace('<ToolCard rank={1} id="chatgpt"', '<ToolCard\n  id="chatgpt"\n  rank={1}'),
    );
    assert.deepEqual([reflowed().articles[0]?.tools[0]?.rank, reflowed().articles[0]?.tools[0]?.id], [1, 'chatgpt']);
    // Two thousand more words of prose make the read time ten minutes.
    const long = catalogueWith('three-tools-for-email', (text) => `${text}\n${'word '.repeat(2000)}\n`);
    assert.equal(long().articles[0]?.readMinutes, 10);
  });

  it('names the file and the place of MDX that does not parse', () => {
    // An element never closed: the parser names where it opened.
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace('</ToolCard>', '')),
      /design-with-canva\.mdx: body: not valid MDX \(Expected a closing tag for `<ToolCard>` \(25:1-/,
    );
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace('rank={1}', 'rank={1')),
      /design-with-canva\.mdx:\d+:\d+: body: not valid MDX/,
    );
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace(/^---\n/, '')),
      'content/articles/design-with-canva.mdx: frontmatter: missing',
    );
  });

  it('names the file and the field of a broken reference', () => {
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace('related: [three-tools-for-email,', 'related: [no-such-article,')),
      'content/articles/design-with-canva.mdx: frontmatter.related.0: unknown article "no-such-article"',
    );
    rejects(
      catalogueWith('jasper-or-copy-ai', (text) => text.replace(/^category: tool-battles$/m, 'category: gadgets')),
      /content\/articles\/jasper-or-copy-ai\.mdx: frontmatter\.category: must be one of work-smarter/,
    );
    rejects(
      catalogueWith('meeting-notes-to-tasks', (text) => text.replace('url="https://zapier.com"', 'url="http://zapier.com"')),
      /content\/articles\/meeting-notes-to-tasks\.mdx: ToolCard\[1\]\.url: must be an https URL/,
    );
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace(/^sources:\n(?: {2}.*\n)+/m, '')),
      'content/articles/design-with-canva.mdx: frontmatter.sources: must list the vendor pages and docs the article relies on',
    );
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace(/^updated: .*\n/m, '')),
      /content\/articles\/design-with-canva\.mdx: frontmatter\.updated: must be an ISO date/,
    );
    rejects(
      catalogueWith('design-with-canva', (text) => text.replace(/^changes:\n(?: {2}.*\n)+/m, '')),
      'content/articles/design-with-canva.mdx: frontmatter.changes: is missing: say what changed on 2025-07-01, the Updated date',
    );
    rejects(
      catalogueWith('jasper-or-copy-ai', (text) => text.replace('  - tool: jasper\n', '  - tool: jasper-ai\n')),
      'content/articles/jasper-or-copy-ai.mdx: frontmatter.advisesAgainst.0.tool: "jasper-ai" is not a tool of content/tools.json',
    );
    rejects(
      catalogueWith('three-tools-for-email', (text) => text.replace(/<Tip title="[^"]*">/, '<Tip>')),
      /content\/articles\/three-tools-for-email\.mdx: Tip\[0\]\.title: every tip and insight needs a title/,
    );
    rejects(
      catalogueWith('three-tools-for-email', (text) => text.replace('(/blog/meeting-notes-to-tasks)', '(/blog/gone)')),
      'content/articles/three-tools-for-email.mdx: body: link to unknown article /blog/gone',
    );
    rejects(
      catalogueWith('design-with-canva', (text) =>
        text.replace('| Tool | Job | Pricing model |\n| --- | --- | --- |', '| Tool | Job |\n| --- | --- |'),
      ),
      /design-with-canva\.mdx: body: recap table 1 has 2 columns, recap tables have 3/,
    );
  });

  it('holds a title to the number of tools it promises, first word or configured', () => {
    rejects(
      catalogueWith('three-tools-for-email', (text) => text.replace(/<ToolCard rank=\{3\}[\s\S]*?<\/ToolCard>/, '')),
      'content/articles/three-tools-for-email.mdx: ToolCard: 2 tool cards, the title promises 3',
    );
    const config = readJson('config.json');
    rejects(
      () => build({ config: { ...config, toolCardCounts: { 'meeting-notes-to-tasks': 3 } } }),
      'content/articles/meeting-notes-to-tasks.mdx: ToolCard: 2 tool cards, the title promises 3',
    );
  });

  it('checks the configured counts at any size of the catalogue', () => {
    const config = readJson('config.json');
    rejects(
      () => build({ config: { ...config, featuredArticles: 3 } }),
      'content/articles: 2 articles have featured: true, the home page shows exactly 3 (content/config.json)',
    );
    rejects(
      () => build({ config: { ...config, minArticlesPerCategory: { ...(config.minArticlesPerCategory as object), 'tool-battles': 2 } } }),
      'content/article-order.json: category "tool-battles" holds 1 article(s), content/config.json asks for at least 2',
    );
    rejects(
      () => build({ order: ['three-tools-for-email', 'jasper-or-copy-ai', 'meeting-notes-to-tasks', 'design-with-canva'] }),
      /meeting-notes-to-tasks\.mdx: frontmatter\.category: "work-smarter" out of order in content\/article-order\.json/,
    );
    rejects(() => build({ config: { ...config, featuredArticles: -1 } }), 'content/config.json is not valid');
    rejects(
      () => build({ config: { ...config, minArticlesPerCategory: { monetize: 1 } } }),
      'content/config.json: minArticlesPerCategory.work-smarter: Invalid input',
    );
  });
});

describe('the tools of The Arsenal', () => {
  const tools = () => JSON.parse(readFileSync(path.join(FIXTURES, 'tools.json'), 'utf8')) as Record<string, unknown>[];
  const withTools = (edit: (list: Record<string, unknown>[]) => Record<string, unknown>[]) => () => build({ tools: edit(tools()) });

  it('hold every tool an article recommends', () => {
    const catalogue = build();
    const ids = new Set(catalogue.tools.map((tool) => tool.id));
    for (const card of catalogue.articles.flatMap((article) => article.tools)) assert.ok(ids.has(card.id), card.id);
  });

  it('fail the build with the entry and the field when broken', () => {
    rejects(
      withTools((list) => list.map((tool, index) => (index === 2 ? { ...tool, category: 'gadgets' } : tool))),
      /content\/tools\.json: 2 \([a-z0-9-]+\)\.category: /,
    );
    rejects(
      withTools((list) => [...list, list[0]!]),
      `content/tools.json: "${String(tools()[0]!.id)}" is listed twice`,
    );
    rejects(
      withTools((list) => list.map((tool) => ({ ...tool, topPick: false }))),
      'content/tools.json: 0 tools have topPick: true, The Arsenal shows exactly 4',
    );
    rejects(
      withTools((list) => list.filter((tool) => tool.id !== 'jasper')),
      /ToolCard\[0\]: "jasper" is not a tool of content\/tools\.json/,
    );
    rejects(
      withTools((list) => list.map((tool) => (tool.id === 'jasper' ? { ...tool, url: 'https://jasper.example' } : tool))),
      /links https:\/\/www\.jasper\.ai, content\/tools\.json has https:\/\/jasper\.example for jasper/,
    );
  });

  it('refuse a budget that contradicts the price, a hidden free plan and a figure without its date', () => {
    const edit = (id: string, change: (tool: Record<string, unknown>) => Record<string, unknown>) =>
      withTools((list) => list.map((tool) => (tool.id === id ? change(tool) : tool)));
    const pricingOf = (tool: Record<string, unknown>) => tool.pricing as Record<string, unknown>;
    // A paid-only tool is never "free", and a known monthly price sets the budget bracket.
    rejects(
      edit('jasper', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), model: 'paid' }, budget: 'free' })),
      /jasper\)\.budget: is "free", but a paid tool has no free plan/,
    );
    rejects(
      edit('jasper', (tool) => ({
        ...tool,
        pricing: {
          ...pricingOf(tool),
          model: 'paid',
          from: {
            amount: 69,
            currency: 'USD',
            period: 'month',
            plan: 'Pro',
            source: { kind: 'third-party-report', url: 'https://reviews.example/jasper', publisher: 'Reviews Example', read: '2026-10-01' },
          },
        },
        budget: 'under-50',
      })),
      /jasper\)\.budget: is "under-50", but pricing\.from is 69\.00 a month \("50-200"\)/,
    );
    rejects(
      edit('canva', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), note: 'From $2.57/month' } })),
      /canva\)\.pricing\.note: a figure goes in pricing\.from/,
    );
    rejects(
      edit('zapier', (tool) => ({
        ...tool,
        pricing: {
          ...pricingOf(tool),
          from: {
            ...(pricingOf(tool).from as object),
            source: { kind: 'third-party-report', url: 'https://r.example', publisher: 'R', read: 'May 2025' },
          },
        },
      })),
      /zapier\)\.pricing\.from\.source\.read: must be the day/,
    );
    rejects(
      edit('zapier', (tool) => ({ ...tool, pricing: { ...pricingOf(tool), page: undefined } })),
      /zapier\)\.pricing\.page/,
    );
    rejects(
      edit('zapier', (tool) => ({ ...tool, lastVerified: '2025-05-01' })),
      /zapier\)/,
    );
  });

  it('give every category the configured number of tools', () => {
    rejects(
      () => build({ config: { ...readJson('config.json'), minToolsPerCategory: 2 } }),
      'content/tools.json: category "research" has 1 tool(s); a filter button needs at least 2 to be worth pressing',
    );
  });
});

describe('content/tool-history.json', () => {
  const history = () =>
    JSON.parse(readFileSync(path.join(FIXTURES, 'tool-history.json'), 'utf8')) as Record<string, Record<string, unknown>[]>;

  it("gives each tool's page its checks, and /tools/changes what a check changed, old → new", () => {
    const catalogue = build();
    assert.equal(catalogue.history.get('chatgpt')?.length, 2);
    const files = generatedFiles(catalogue, FIXTURES, path.join(FIXTURES, '../generated'));
    assert.deepEqual(JSON.parse(files['tool-fact-changes.json'] as string), [
      { id: 'chatgpt', name: 'ChatGPT', on: '2026-11-10', what: 'price', from: 'no dated figure', to: '$20/month (Pro)' },
    ]);
  });

  it('refuses checks that disagree with tools.json, are out of order, are missing, or name a tool the site does not have', () => {
    const edited = (edit: (list: Record<string, Record<string, unknown>[]>) => void) => {
      const value = history();
      edit(value);
      return () => build({ history: value });
    };
    rejects(
      edited((value) => (value.claude![0]!.model = 'paid')),
      'content/tool-history.json: claude, the last check (',
    );
    rejects(
      edited((value) => value.chatgpt!.reverse()),
      /chatgpt, check 2 \(2026-11-01\) is not after the one before it/,
    );
    rejects(
      edited((value) => delete value.canva),
      'content/tool-history.json: canva has no checks',
    );
    rejects(
      edited((value) => (value['no-such-tool'] = value.canva!)),
      'content/tool-history.json: "no-such-tool" is not a tool of tools.json',
    );
  });
});

describe('content/site.json', () => {
  it('is checked by the content build, naming the bad field', () => {
    rejects(
      () => build({ site: { operator: { name: 'Example Media LLC', contactEmail: 'not an address' } } }),
      'content/site.json: operator.contactEmail: must be an email address, or "" until it is set',
    );
    rejects(() => build({ site: { operator: { name: 'Example Media LLC' } } }), /content\/site\.json: operator\.contactEmail/);
  });
});

describe('content/article-aliases.json', () => {
  it('sends each alias to an article, and never hides one', () => {
    assert.deepEqual(build().aliases, { 'quieter-inbox': 'three-tools-for-email' });
    rejects(() => build({ aliases: { 'old-name': 'gone' } }), 'content/article-aliases.json: old-name: unknown article "gone"');
    rejects(() => build({ aliases: { 'design-with-canva': 'three-tools-for-email' } }), "design-with-canva: is an article's own slug");
    rejects(
      () => build({ aliases: { 'Old Name': 'three-tools-for-email' } }),
      'content/article-aliases.json: Old Name: Invalid key in record',
    );
  });
});

describe("the tools' pages", () => {
  it('refuses a tool id that would take the URL of a preset view or of the compare page', () => {
    for (const word of ['trending', 'compare']) {
      const renamed = readJson('tools.json') as unknown as { id: string }[];
      renamed[0]!.id = word;
      rejects(
        () => build({ tools: renamed }),
        `content/tools.json: "${word}" would take the URL /tools/${word}, which is a page of the directory (a preset view or the compare page)`,
      );
    }
  });

  it("list the articles with the tool's card and the quizzes whose answers weight it", () => {
    const catalogue = build({
      quizzes: {
        'creator-archetype': [{ options: [{ weights: { canva: 2 } }] }],
        'hustle-style': [{ options: [{ weights: { zapier: 1, canva: 3 } }] }],
      },
    });
    const page = (id: string) => generatedFiles(catalogue, FIXTURES, FIXTURES_GENERATED)[`tool-pages/${id}.ts`] ?? '';
    assert.ok(page('canva').includes('"quizzes": [\n    "creator-archetype",\n    "hustle-style"\n  ]'));
    assert.ok(page('zapier').includes('"quizzes": [\n    "hustle-style"\n  ]'));
    const withCards = catalogue.articles
      .filter((article) => article.tools.some((card) => card.id === 'zapier'))
      .map((article) => article.slug);
    assert.ok(withCards.length > 0, 'a fixture article carries a Zapier card');
    for (const slug of withCards) assert.ok(page('zapier').includes(`"slug": "${slug}"`));
  });
});

describe('the parts of the content build', () => {
  it('loads the content with every problem listed instead of thrown, for the audit', () => {
    const loaded = loadContent({
      dir: FIXTURES,
      readSource: (slug) => (slug === 'design-with-canva' ? { ...source(slug), text: 'no frontmatter' } : source(slug)),
    });
    assert.deepEqual(loaded.problems, [
      'content/articles/design-with-canva.mdx: frontmatter: missing (the file must start with a --- block)',
    ]);
    assert.deepEqual(
      loaded.articles.map(({ article }) => article.slug),
      ['three-tools-for-email', 'meeting-notes-to-tasks', 'jasper-or-copy-ai'],
    );
    // The body starts after the frontmatter, on the line the file has it.
    const [email] = loaded.articles;
    assert.equal(email?.source.text.split('\n')[email.mdx.bodyLine - 1]?.trim(), '---');
  });

  it('runs each check as a function of its own, naming the file and the field', () => {
    const [parsed] = loadContent({ dir: FIXTURES }).articles;
    assert.ok(parsed);
    const config = readJson('config.json') as never;
    assert.deepEqual(sidebarToolsHaveCards(parsed, config), []);
    assert.deepEqual(sidebarToolsHaveCards({ ...parsed, article: { ...parsed.article, sidebarTools: ['canva'] } }, config), [
      'content/articles/three-tools-for-email.mdx: frontmatter.sidebarTools.0: "canva" has no tool card in this article',
    ]);
  });

  it('writes its modules from data: values by JSON.stringify, one lazy import per key', () => {
    const text = tsModuleText({
      header: '// header\n',
      imports: [{ names: ['Page'], from: '../page' }],
      declarations: [
        { exported: true, name: 'pages', type: 'Record<string, () => Promise<unknown>>', value: { lazyImports: { "it's": './pages/a' } } },
        { exported: false, name: 'page', type: 'Page', value: { json: { title: 'A "quoted" title' } } },
      ],
      exportDefault: 'page',
    });
    assert.equal(
      text,
      [
        '// header',
        "import type { Page } from '../page';",
        '',
        'export const pages: Record<string, () => Promise<unknown>> = {',
        "  'it\\'s': () => import('./pages/a'),",
        '};',
        '',
        'const page: Page = {',
        '  "title": "A \\"quoted\\" title"',
        '};',
        '',
        'export default page;',
        '',
      ].join('\n'),
    );
  });

  it("reads the quizzes' answers through the quizzes remote's package exports", () => {
    const questions = readQuizQuestions() as Record<string, unknown[]>;
    assert.ok(Object.keys(questions).length > 0 && Object.values(questions).every((list) => Array.isArray(list)));
  });
});
