// Follows docs/authoring.md's "Adding an article" on a copy of the content: one more article, its slug in
// article-order.json, then the content build. The article must pass the checks and appear in the
// lists, the search, the sitemap's pages and the RSS feed, with nothing else in the catalogue changed,
// however many articles and tools the catalogue holds by then (an editor's own additions included).
// The same copy gets a new tool in tools.json and a reading of its plans in tool-history.json (the
// guide's "The Arsenal's data"): it must reach the recommenders' index, get a page of its own, and
// show the facts of its reading, in the same words on its card and in the facts watch mails compare.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchArticles, type ArticleEntry } from '@toolverse/shared-content/content/articles';
import { CATEGORIES } from '@toolverse/shared-content/content/categories';
import { paths } from '@toolverse/shared-content/site/paths';
import type { PlanSummary } from '@toolverse/shared-content/domain/plans/summary';
import { cheapestText, freePlanText, sourceText } from '@toolverse/shared-content/domain/plans/words';
import { statusWords } from '@toolverse/shared-content/domain/status';
import { rssXml, sitemapXml } from '../prerender/feeds.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SLUG = 'claude-vs-notion-ai-for-notes';
const ARTICLE = `---
title: "Claude vs Notion AI for Meeting and Research Notes"
subtitle: "A chat assistant beside your notes, or an assistant inside them"
category: tool-battles
date: 2026-11-20
updated: 2026-11-20
description: "Claude and Notion AI both summarize and rewrite notes. One works in a chat beside your notes, the other inside the workspace where they live."
keywords: ["claude vs notion ai", "ai note taking", "ai meeting notes"]
hero:
  alt: "A chat window on the left and a notes page with a summary block on the right"
related: [chatgpt-vs-gemini-vs-claude, jasper-vs-copy-ai-review, canva-ai-vs-adobe-firefly]
sidebarTools: [claude, notion-ai]
cta:
  variant: tools
editorsNote: "This comparison sets out what each vendor describes; we did not run a hands-on test."
sources:
  - title: "Claude: official site"
    url: https://claude.ai
  - title: "Notion AI: official site"
    url: https://www.notion.com/product/ai
---

Both tools turn rough notes into summaries and drafts. The difference is where they sit.

## Two ways to work with notes

<ToolCard rank={1} id="claude" name="Claude" category="Chat assistant" url="https://claude.ai">
You paste or upload notes into a chat and ask for a summary, a list of decisions or a rewrite.
</ToolCard>

<ToolCard rank={2} id="notion-ai" name="Notion AI" category="Workspace assistant" url="https://www.notion.com/product/ai">
It works on the pages where your notes already live, so a summary stays next to its source.
</ToolCard>

<Tip title="Keep the source next to the summary">Whichever tool you use, link each summary to the notes it came from.</Tip>

## Which to pick

| Tool | Where it works | Pricing model |
| --- | --- | --- |
| Claude | A chat beside your notes | Freemium |
| Notion AI | Inside your workspace | Paid add-on |
`;

/** A tool The Arsenal lacks, as an editor would add it: no price in tools.json, only its pricing page. */
const TOOL = {
  id: 'obsidian',
  name: 'Obsidian',
  description:
    'A note-taking app that keeps your notes as plain Markdown files on your own device, linked to each other, with plugins for many workflows.',
  category: 'productivity',
  userTypes: ['freelancers', 'developers'],
  pricingPage: 'https://obsidian.md/pricing',
  hook: 'Notes that stay yours, as plain files on your device',
  benefits: ['Notes stored as local Markdown files', 'Links and a graph between your notes', 'Plugins for many workflows'],
  url: 'https://obsidian.md',
  trending: false,
  topPick: false,
  goals: ['automate'],
  added: '2026-11-26',
  // This copy's own say that its page needs script (the `monitor` field, docs/authoring.md): for the monitor only.
  monitor: { script: true },
};

/**
 * Its plans as one dated source lists them (a third-party report, pinned to the commit read; the
 * report says it was last updated on April 30, 2026), recorded the day the tool was added.
 */
const SOURCE_URL = 'https://github.com/aegisfleet/tool-survey-report/blob/b6d05fe1da69b122bf12421c065d6e0cd525f089/_reports/obsidian.md';
const READING = {
  on: TOOL.added,
  read: '2026-04-30',
  source: { kind: 'third-party-report', url: SOURCE_URL, publisher: 'aegisfleet tool survey' },
  plans: [
    { name: 'Personal', monthly: 0 },
    { name: 'Commercial', annual: 50, perSeat: true, includes: 'an optional licence for use at work' },
    { name: 'Catalyst', once: 25, includes: 'a supporter licence with early access; from $25' },
    { name: 'Sync', monthly: 5, yearly: 4 },
    { name: 'Publish', monthly: 10, yearly: 8 },
  ],
  trial: false,
};

describe('adding an article and a tool by the authoring guide', () => {
  let dir: string;
  let index: { articles: ArticleEntry[] };
  let before23: { articles: ArticleEntry[] };

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'toolverse-add-article-'));
    cpSync(path.join(ROOT, 'shared-content/content'), path.join(dir, 'content'), { recursive: true });
    before23 = JSON.parse(readFileSync(path.join(ROOT, 'shared-content/src/content/generated/article-index.json'), 'utf8')) as typeof index;
    // Step 1: the article. Step 2: its slug in its category's place of article-order.json.
    writeFileSync(path.join(dir, 'content/articles', `${SLUG}.mdx`), ARTICLE);
    const orderFile = path.join(dir, 'content/article-order.json');
    const order = JSON.parse(readFileSync(orderFile, 'utf8')) as string[];
    const lastBattle = before23.articles.filter((article) => article.category === 'tool-battles').at(-1)!.slug;
    order.splice(order.indexOf(lastBattle) + 1, 0, SLUG);
    writeFileSync(orderFile, `${JSON.stringify(order, null, 2)}\n`);
    // The Arsenal's data: one more entry at the end of tools.json, and its reading in tool-history.json.
    const toolsFile = path.join(dir, 'content/tools.json');
    writeFileSync(toolsFile, `${JSON.stringify([...(JSON.parse(readFileSync(toolsFile, 'utf8')) as unknown[]), TOOL], null, 2)}\n`);
    const historyFile = path.join(dir, 'content/tool-history.json');
    const history = JSON.parse(readFileSync(historyFile, 'utf8')) as Record<string, unknown[]>;
    history[TOOL.id] = [READING];
    writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);
    // Step 3: the content build, here writing the catalogue of the copy beside it.
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'shared-content/scripts/build-content.ts',
        '--content',
        path.join(dir, 'content'),
        '--out',
        path.join(dir, 'generated'),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    assert.match(output, new RegExp(`content: ${before23.articles.length + 1} articles`));
    index = JSON.parse(readFileSync(path.join(dir, 'generated/article-index.json'), 'utf8')) as typeof index;
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the content check, and the catalogue grows by exactly that article', () => {
    assert.equal(index.articles.length, before23.articles.length + 1);
    assert.deepEqual(
      index.articles.filter((article) => article.slug !== SLUG).map((article) => article.slug),
      before23.articles.map((article) => article.slug),
    );
    assert.ok(
      readFileSync(path.join(dir, 'generated/article-bodies.ts'), 'utf8').includes(`'${SLUG}': () => import('./articles/${SLUG}')`),
    );
  });

  it("adds the new tool to the recommenders' index and gives it a page of its own", () => {
    const before = JSON.parse(readFileSync(path.join(ROOT, 'shared-content/src/content/generated/tool-index.json'), 'utf8')) as {
      id: string;
    }[];
    const after = JSON.parse(readFileSync(path.join(dir, 'generated/tool-index.json'), 'utf8')) as { id: string; name: string }[];
    assert.deepEqual(
      after.map((tool) => tool.id),
      [...before.map((tool) => tool.id), TOOL.id],
    );
    assert.ok(
      readFileSync(path.join(dir, 'generated/tool-pages.ts'), 'utf8').includes(`'${TOOL.id}': () => import('./tool-pages/${TOOL.id}')`),
    );
    const page = readFileSync(path.join(dir, `generated/tool-pages/${TOOL.id}.ts`), 'utf8');
    assert.ok(page.includes('"name": "Obsidian"'));
    // Its page cites the reading: every plan, and the pinned source.
    for (const plan of READING.plans) assert.ok(page.includes(`"name": "${plan.name}"`), plan.name);
    assert.ok(page.includes(SOURCE_URL));
  });

  it('hands its pricing page to the price monitor, and ships its monitor settings on no page', () => {
    const { sources } = JSON.parse(readFileSync(path.join(dir, 'generated/monitor-sources.json'), 'utf8')) as {
      sources: { id: string; url: string; script: boolean }[];
    };
    assert.deepEqual(
      sources.find((source) => source.id === `${TOOL.id}:page`),
      { kind: 'page', tool: TOOL.id, id: `${TOOL.id}:page`, url: TOOL.pricingPage, script: true },
    );
    for (const file of ['generated/tools.json', `generated/tool-pages/${TOOL.id}.ts`])
      assert.ok(!readFileSync(path.join(dir, file), 'utf8').includes('"monitor"'), `${file} carries no monitor field`);
  });

  it('shows the facts of its reading on its card, and publishes them in the same words for watch mails', () => {
    const card = (JSON.parse(readFileSync(path.join(dir, 'generated/tools.json'), 'utf8')) as { id: string; plans: PlanSummary }[]).find(
      (entry) => entry.id === TOOL.id,
    )!.plans;
    // The reading lists a plan at 0: a free plan, so the free bracket, beside paid plans.
    assert.deepEqual([card.freePlan, card.bracket, card.model, card.noFigure], [true, 'free', 'freemium', null]);
    // The cheapest paid plan costs least over a year of use: Catalyst once ($25), before Sync ($4 a
    // month billed yearly, $48), Commercial ($50 a year) and Publish ($96).
    assert.deepEqual(card.cheapest?.plan, READING.plans[2]);
    assert.deepEqual(card.cheapest?.source, { ...READING.source, read: READING.read });
    assert.deepEqual(
      card.planNames,
      READING.plans.map((plan) => plan.name),
    );
    const facts = (JSON.parse(readFileSync(path.join(dir, 'generated/tool-facts.json'), 'utf8')) as Record<string, unknown>)[TOOL.id];
    assert.deepEqual(facts, {
      name: TOOL.name,
      freePlan: freePlanText(card),
      price: cheapestText(card),
      priceSource: `${sourceText(card.cheapest!.source)}: ${SOURCE_URL}`,
      owner: null,
      // A tool with no status entry is active, in the words the watch mails compare.
      status: statusWords(null),
    });
    assert.match(
      String((facts as { priceSource: string }).priceSource),
      /^a third-party report \(aegisfleet tool survey\), read April 30, 2026: /,
    );
    // The changes page and its feed list the reading on the day it was recorded.
    const readings = JSON.parse(readFileSync(path.join(dir, 'generated/tool-readings.json'), 'utf8')) as {
      id: string;
      on: string;
      sources: string[];
    }[];
    assert.deepEqual(
      readings.filter((reading) => reading.id === TOOL.id).map(({ on, sources }) => [on, sources]),
      [[TOOL.added, ['aegisfleet tool survey']]],
    );
  });

  it('is listed in its category, after the other Tool Battles', () => {
    const battles = index.articles.filter((article) => article.category === 'tool-battles');
    assert.equal(battles.at(-1)?.slug, SLUG);
    assert.equal(battles.at(-1)?.title, 'Claude vs Notion AI for Meeting and Research Notes');
  });

  it('is found by the search from a word of its title', () => {
    assert.deepEqual(
      searchArticles('notion ai for meeting', index.articles).map((article) => article.slug),
      [SLUG],
    );
  });

  it('is in the sitemap and the RSS feed', async () => {
    const siteUrl = 'https://toolverse.example';
    const url = `${siteUrl}${paths.blog.article(SLUG)}`;
    const sitemap = await sitemapXml(
      siteUrl,
      index.articles.map((article) => paths.blog.article(article.slug)),
    );
    assert.ok(sitemap.includes(`<loc>${url}</loc>`));
    const descriptions = JSON.parse(readFileSync(path.join(dir, 'generated/article-descriptions.json'), 'utf8')) as Record<string, string>;
    const headers = JSON.parse(readFileSync(path.join(dir, 'generated/article-headers.json'), 'utf8')) as Record<
      string,
      { updated: string }
    >;
    const rss = rssXml({
      siteUrl,
      siteName: 'Toolverse',
      description: 'Feed',
      articleUrl: paths.blog.article,
      articles: index.articles.map((article) => ({
        ...article,
        description: descriptions[article.slug] ?? '',
        updated: headers[article.slug]?.updated ?? article.date,
        category: CATEGORIES.find((category) => category.id === article.category)?.title ?? article.category,
      })),
    });
    // Newest first: the new article stands where its date puts it, whatever the catalogue holds.
    const items = [...rss.matchAll(/<item>[\s\S]*?<\/item>/g)].map(([item]) => ({
      link: /<link>([^<]+)<\/link>/.exec(item)?.[1],
      published: Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ''),
    }));
    assert.equal(items.length, index.articles.length, 'every article is in the feed');
    assert.ok(
      items.some((item) => item.link === url),
      'the new article is in the feed',
    );
    assert.ok(
      items.every((item, i) => i === 0 || item.published <= items[i - 1]!.published),
      'the feed lists the newest first',
    );
  });
});
