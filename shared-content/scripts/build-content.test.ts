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
/** The fixtures' history, with a reading for any tool a test adds: the history a test's edited tools.json goes with. */
const historyOf = (tools: unknown) => {
  const fixtures = JSON.parse(readFileSync(path.join(FIXTURES, 'tool-history.json'), 'utf8')) as Record<string, unknown[]>;
  return Object.fromEntries(
    (tools as { id: string; added: string }[]).map((tool) => [
      tool.id,
      fixtures[tool.id] ?? [{ on: tool.added, searched: 'A tool added by a test: no source was searched for its plans.' }],
    ]),
  );
};
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
  it('passes every check at its current size, and src/content/generated/ is up to date', () => {
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
      () => build({ tools: tools().filter((tool) => tool.id !== 'jasper'), corrections: [] }),
      /ToolCard\[0\]: "jasper" is not a tool of content\/tools\.json/,
    );
    rejects(
      withTools((list) => list.map((tool) => (tool.id === 'jasper' ? { ...tool, url: 'https://jasper.example' } : tool))),
      /links https:\/\/www\.jasper\.ai, content\/tools\.json has https:\/\/jasper\.example for jasper/,
    );
  });

  it('refuse a price typed into a tool entry: pricing, a budget, a pricing page that is a help article', () => {
    const edit = (id: string, change: (tool: Record<string, unknown>) => Record<string, unknown>) =>
      withTools((list) => list.map((tool) => (tool.id === id ? change(tool) : tool)));
    rejects(
      edit('jasper', (tool) => ({ ...tool, budget: 'free' })),
      /jasper\): Unrecognized key: "budget"/,
    );
    rejects(
      edit('jasper', (tool) => ({ ...tool, pricing: { model: 'paid', page: tool.pricingPage } })),
      /jasper\): Unrecognized key: "pricing"/,
    );
    rejects(
      edit('zapier', (tool) => ({ ...tool, pricingPage: 'https://help.zapier.com/hc/en-us/articles/8496196837261' })),
      /zapier\)\.pricingPage: must be the vendor's page of plans/,
    );
    rejects(
      edit('zapier', (tool) => ({ ...tool, check: { on: '2026-11-01', sources: [], summary: 'Plans confirmed; Pro is $29.99.' } })),
      /zapier\)\.check: Unrecognized key: "summary"/,
    );
  });

  it('give every category the configured number of tools', () => {
    rejects(
      () => build({ config: { ...readJson('config.json'), minToolsPerCategory: 2 } }),
      'content/tools.json: category "research" has 1 tool(s); a filter button needs at least 2 to be worth pressing',
    );
  });
});

describe('the record of plans (content/tool-history.json, content/corrections.json)', () => {
  const history = () =>
    JSON.parse(readFileSync(path.join(FIXTURES, 'tool-history.json'), 'utf8')) as Record<string, Record<string, unknown>[]>;
  const edited = (edit: (list: Record<string, Record<string, unknown>[]>) => void) => {
    const value = history();
    edit(value);
    return () => build({ history: value });
  };
  const reading = (plans: unknown[], extra: Record<string, unknown> = {}) => ({
    on: '2026-11-28',
    read: '2026-11-20',
    source: {
      kind: 'third-party-report',
      url: 'https://github.com/example/later-notes/blob/3333333333333333333333333333333333333333/notes.md',
      publisher: 'Later Notes Example',
    },
    plans,
    ...extra,
  });

  it("gives each tool's page its readings and /tools/changes what a day's readings changed in the record, old → new", () => {
    const catalogue = build();
    assert.equal(catalogue.history.get('chatgpt')?.length, 2);
    const files = generatedFiles(catalogue, FIXTURES, path.join(FIXTURES, '../generated'));
    assert.deepEqual(JSON.parse(files['tool-fact-changes.json'] as string), []);
    const later = build({ history: { ...history(), claude: [...history().claude!, reading([{ name: 'Pro', monthly: 25 }])] } });
    assert.deepEqual(JSON.parse(generatedFiles(later, FIXTURES, path.join(FIXTURES, '../generated'))['tool-fact-changes.json'] as string), [
      {
        id: 'claude',
        name: 'Claude',
        on: '2026-11-28',
        what: 'price',
        from: 'Pro: $17/month, billed yearly',
        to: 'Pro: $25/month, billed monthly',
      },
    ]);
  });

  it('refuses entries out of order, a tool without entries, one the site does not have, and a check of the old kind after a reading', () => {
    rejects(
      edited((value) => value.chatgpt!.reverse()),
      /chatgpt, entry 2 \(2026-11-01\) is before the one above it \(2026-11-10\)/,
    );
    rejects(
      edited((value) => delete value.canva),
      'content/tool-history.json: canva has no entries',
    );
    rejects(
      edited((value) => (value['no-such-tool'] = value.canva!)),
      'content/tool-history.json: "no-such-tool" is not a tool of tools.json',
    );
    rejects(
      edited((value) => value.claude!.push({ on: '2026-11-28', model: 'paid', price: null })),
      'content/tool-history.json: claude, entry 2: a check of the old kind cannot follow a reading or a search',
    );
  });

  it('refuses a source that is not pinned to the version read, and a reading older than a year when it is recorded', () => {
    rejects(
      edited((value) =>
        value.claude!.push(
          reading([{ name: 'Pro', monthly: 20 }], {
            source: { kind: 'third-party-report', url: 'https://raw.githubusercontent.com/o/r/main/plans.json', publisher: 'Branch' },
          }),
        ),
      ),
      /claude\.1\.source\.url: must open the version read/,
    );
    rejects(
      edited((value) => value.claude!.push(reading([{ name: 'Pro', monthly: 20 }], { read: '2025-10-01' }))),
      /claude\.1\.read: is 423 days before the day it was recorded \(2026-11-28\); a reading older than 365 days cannot be added as current/,
    );
  });

  it('refuses two tools that price one bundled plan differently, naming both', () => {
    const plan = (monthly: number) => [
      { name: 'Free', monthly: 0 },
      { name: 'Suite Plus', monthly, bundle: 'suite' },
    ];
    rejects(
      edited((value) => {
        value.claude!.push(reading(plan(8)));
        value.perplexity!.push(reading(plan(9)));
      }),
      'content/tool-history.json: claude and perplexity price "Suite Plus" (bundle suite) differently: $8 and $9 a month (monthly); one plan sold for both has one price',
    );
    build({
      history: (() => {
        const value = history();
        value.claude!.push(reading(plan(8)));
        value.perplexity!.push(reading(plan(8)));
        return value;
      })(),
    });
  });

  it('refuses a tool with no dated figure whose record does not say what was searched', () => {
    rejects(
      edited((value) => (value.canva = [value.canva![0]!])),
      'content/tool-history.json: canva has no dated figure: add a reading, or a search',
    );
    // A line cut off mid-word would stand on the tool's first screen as it is.
    rejects(
      edited(
        (value) =>
          (value.canva = [
            value.canva![0]!,
            { on: '2026-11-28', searched: 'No dated copy of the plans turned up in the datasets we searched (ComparEdge, API Evang' },
          ]),
      ),
      'content/tool-history.json: canva: the search its page shows must be a whole sentence',
    );
  });

  it('refuses a correction that corrects nothing, or names a tool the site does not have', () => {
    const corrections = (list: unknown[]) => () => build({ corrections: list });
    rejects(
      corrections([{ tool: 'jasper', on: '2026-11-01', fact: 'free plan', from: 'No free plan', why: 'source-says-otherwise' }]),
      'content/corrections.json: 0 (jasper, free plan): "No free plan" is what the record says on 2026-11-01: nothing was corrected',
    );
    rejects(
      corrections([{ tool: 'no-such-tool', on: '2026-11-01', fact: 'price', from: 'Pro: $1/month', why: 'hand-copy' }]),
      'content/corrections.json: 0.tool: "no-such-tool" is not a tool of tools.json',
    );
    const catalogue = build();
    const log = JSON.parse(generatedFiles(catalogue, FIXTURES, path.join(FIXTURES, '../generated'))['tool-corrections.json'] as string);
    assert.deepEqual(log, [
      {
        id: 'jasper',
        name: 'Jasper',
        on: '2026-11-01',
        fact: 'free plan',
        from: 'Free plan',
        to: 'No free plan',
        why: 'the source we cited says otherwise',
        note: 'Our first entry listed a free plan; the plan page it cited lists none.',
      },
    ]);
  });
});

describe("what an article says of a tool's plans", () => {
  /** The fixtures with one more paragraph in the Jasper-or-Copy.ai article, after its first card. */
  const saying = (text: string) => catalogueWith('jasper-or-copy-ai', (body) => body.replace('</ToolCard>', `</ToolCard>\n\n${text}\n`));

  it('refuses a plan the record does not have, naming the file, the line, the tool and its plans', () => {
    rejects(
      saying('Jasper sells a Creator plan for solo writers.'),
      /jasper-or-copy-ai\.mdx:\d+: names the plan "Creator", which the record of Jasper does not have \(its plans: Pro, Business\)/,
    );
    // The record's own plans, and plan families by their first word, pass.
    build({ readSource: (name) => source(name) });
    saying('Jasper sells a Pro plan and Business plans for teams.')();
  });

  it("refuses a figure that is none of the record's figures, unless the sentence cites its own dated, pinned source", () => {
    rejects(saying('Jasper costs $49 a month.'), /gives \$49 for Jasper, which is none of its record's figures/);
    saying('Jasper costs $69 a month, or $59 billed yearly.')();
    saying(
      'In May 2026 [a pinned copy](https://github.com/example/plan-notes/blob/4444444444444444444444444444444444444444/jasper.md) gave Jasper at $49 a month.',
    )();
  });

  it('refuses a free plan the record does not have, or denies one it has, and a trial against the record', () => {
    rejects(saying('Jasper has a free plan for light use.'), /says Jasper has a free plan; its record has none/);
    rejects(saying('Copy.ai has no free plan.'), /says Copy\.ai has no free plan; its record has one/);
    rejects(saying('Copy.ai offers a free trial.'), /says Copy\.ai has a free trial; its record has a free plan and no trial/);
    // A sentence that says both a free plan and a free trial does not contradict a record with a free plan.
    saying('Canva has a free plan, and its paid plans start with a free trial.')();
    saying('Jasper has no free plan; it starts with a 7-day free trial.')();
  });

  it('reads a sentence that names no tool as about its card, its table row, or the tools of a sentence that refers back', () => {
    rejects(
      catalogueWith('jasper-or-copy-ai', (body) =>
        body.replace(/(<ToolCard[^>]*id="jasper"[^>]*>\n)/, '$1It has a free plan for students.\n'),
      ),
      /\(ToolCard jasper\): says Jasper has a free plan; its record has none/,
    );
    rejects(saying('Jasper is for teams. It has a free plan.'), /says Jasper has a free plan; its record has none/);
    saying('Jasper is for teams. Free plans elsewhere come with limits.')();
  });

  it('refuses <Plans id/> for a tool without a card in the article', () => {
    rejects(
      saying('| Tool | Best for | Pricing |\n| --- | --- | --- |\n| Claude | Writing | <Plans id="claude" /> |'),
      /Plans\[0\]\.id: "claude" has no tool card in this article/,
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

  it("list the articles with the tool's card and the quizzes whose answers weight it (quiz-tools.json)", () => {
    const catalogue = build({ quizzes: { 'creator-archetype': ['canva'], 'hustle-style': ['canva', 'zapier'] } });
    const page = (id: string) => generatedFiles(catalogue, FIXTURES, FIXTURES_GENERATED)[`tool-pages/${id}.ts`] ?? '';
    assert.ok(page('canva').includes('"quizzes": [\n    "creator-archetype",\n    "hustle-style"\n  ]'));
    assert.ok(page('zapier').includes('"quizzes": [\n    "hustle-style"\n  ]'));
    const withCards = catalogue.articles
      .filter((article) => article.tools.some((card) => card.id === 'zapier'))
      .map((article) => article.slug);
    assert.ok(withCards.length > 0, 'a fixture article carries a Zapier card');
    for (const slug of withCards) assert.ok(page('zapier').includes(`"slug": "${slug}"`));
  });

  it('refuses a quiz-tools.json that names no quiz of the spec or lists no tool ids, naming the file and the field', () => {
    rejects(() => build({ quizzes: { 'hustle-style': 'canva' } }), 'content/quiz-tools.json: hustle-style: Invalid input: expected array');
    rejects(() => build({ quizzes: { 'no-such-quiz': ['canva'] } }), 'content/quiz-tools.json: : Unrecognized key: "no-such-quiz"');
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
});
