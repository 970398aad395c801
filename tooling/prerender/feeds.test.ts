import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sax from 'sax';
import { rssXml, sitemapXml, toolChangesAtom, type FeedArticle } from './feeds.ts';
import { sitemapLastmod } from './sitemap-lastmod.ts';
import { toolChanges } from '@toolverse/shared-content/domain/tool-changes';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** Parses with a strict XML parser: anything not well-formed throws. */
function parseXml(xml: string): XmlElement {
  const parser = sax.parser(true, { trim: true });
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const open: XmlElement[] = [root];
  parser.onopentag = (tag) => {
    const element: XmlElement = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
  };
  parser.onclosetag = () => void open.pop();
  parser.ontext = (text) => void (open.at(-1)!.text += text);
  parser.oncdata = (text) => void (open.at(-1)!.text += text);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  assert.equal(root.children.length, 1, 'one root element');
  return root.children[0]!;
}

const all = (element: XmlElement, name: string): XmlElement[] => element.children.filter((child) => child.name === name);
const one = (element: XmlElement, name: string): XmlElement => {
  const [found] = all(element, name);
  assert.ok(found, `<${element.name}> has a <${name}>`);
  return found;
};

const ARTICLES: FeedArticle[] = [
  {
    slug: 'older',
    title: 'Jasper vs Copy.ai: <Brutally> Honest & Short',
    description: 'Quotes " and apostrophes \' survive.',
    category: 'Tool Battles',
    date: '2025-05-01',
    updated: '2025-09-30',
  },
  {
    slug: 'newer',
    title: '7 Tools',
    description: 'The newest article comes first.',
    category: 'Work Smarter',
    date: '2025-06-15',
    updated: '2025-06-15',
  },
];
const input = {
  siteUrl: 'https://toolverse.example',
  siteName: 'Toolverse',
  description: 'Guides & reviews',
  articles: ARTICLES,
  articleUrl: (slug: string) => `/blog/${slug}`,
};

describe('rss.xml', () => {
  it('is well-formed RSS 2.0 with one item per article, newest first, text kept exactly', () => {
    const rss = parseXml(rssXml(input));
    assert.equal(rss.name, 'rss');
    assert.equal(rss.attributes.version, '2.0');
    const channel = one(rss, 'channel');
    assert.equal(one(channel, 'description').text, 'Guides & reviews');
    assert.equal(one(channel, 'atom:link').attributes.href, 'https://toolverse.example/rss.xml');
    const items = all(channel, 'item');
    assert.deepEqual(
      items.map((item) => one(item, 'link').text),
      ['https://toolverse.example/blog/newer', 'https://toolverse.example/blog/older'],
    );
    const older = items[1]!;
    assert.equal(one(older, 'title').text, ARTICLES[0]!.title);
    assert.equal(one(older, 'description').text, ARTICLES[0]!.description);
    assert.equal(one(older, 'category').text, 'Tool Battles');
    assert.equal(one(older, 'pubDate').text, 'Thu, 01 May 2025 00:00:00 GMT');
  });

  it('dates the channel by the latest revision, so the same content gives the same file', () => {
    assert.equal(one(one(parseXml(rssXml(input)), 'channel'), 'lastBuildDate').text, 'Tue, 30 Sep 2025 00:00:00 GMT');
    assert.equal(rssXml(input), rssXml({ ...input, articles: [...ARTICLES].reverse() }));
  });
});

describe('sitemap.xml', () => {
  it('is a well-formed urlset with every path under the origin, queries escaped', async () => {
    const urlset = parseXml(await sitemapXml('https://toolverse.example', ['/', '/blog?category=Tool%20Battles&page=2', '/tools']));
    assert.equal(urlset.name, 'urlset');
    assert.equal(urlset.attributes.xmlns, 'http://www.sitemaps.org/schemas/sitemap/0.9');
    assert.deepEqual(
      all(urlset, 'url').map((url) => one(url, 'loc').text),
      ['https://toolverse.example/', 'https://toolverse.example/blog?category=Tool%20Battles&page=2', 'https://toolverse.example/tools'],
    );
  });
});

describe('sitemap lastmod', () => {
  const lastmod = sitemapLastmod({
    articles: [
      { slug: 'older', date: '2025-04-25', updated: '2026-11-25' },
      { slug: 'newer', date: '2025-05-01', updated: '2025-05-01' },
    ],
    tools: [
      { id: 'zapier', dates: ['2026-11-01', '2026-11-24'] },
      { id: 'canva', dates: ['2026-11-25', '2026-11-01'] },
      { id: 'unread', dates: ['2026-11-10'] },
    ],
  });

  it('dates an article by its Updated date, a tool by its newest day (added, checked, plans read), and the lists by the newest of theirs', () => {
    assert.equal(lastmod('/blog/older'), '2026-11-25');
    assert.equal(lastmod('/tools/zapier'), '2026-11-24');
    assert.equal(lastmod('/tools/canva'), '2026-11-25');
    assert.equal(lastmod('/tools/unread'), '2026-11-10');
    assert.equal(lastmod('/blog'), '2025-05-01');
    assert.equal(lastmod('/tools'), '2026-11-25');
    assert.equal(lastmod('/tools/changes'), '2026-11-25');
    assert.equal(lastmod('/tools/automation'), '2026-11-25');
  });

  it("dates What's new by an article update newer than any tool date, since it lists those too", () => {
    const withUpdate = sitemapLastmod({
      articles: [{ slug: 'revised', date: '2025-04-25', updated: '2026-11-27' }],
      tools: [{ id: 'zapier', dates: ['2026-11-01', '2026-11-24'] }],
    });
    assert.equal(withUpdate('/tools/changes'), '2026-11-27');
    assert.equal(withUpdate('/tools'), '2026-11-24');
  });

  it('gives no date where the content has none, rather than the day of the build', () => {
    for (const url of ['/', '/about', '/quizzes', '/guide', '/search', '/tools?category=seo', '/blog?category=Tool%20Battles'])
      assert.equal(lastmod(url), undefined, url);
  });

  it('is written into the sitemap only where known', async () => {
    const urlset = parseXml(await sitemapXml('https://example.com', ['/', '/blog/older'], lastmod));
    const entries = all(urlset, 'url').map((url) => [one(url, 'loc').text, all(url, 'lastmod').map((element) => element.text)]);
    assert.deepEqual(entries, [
      ['https://example.com/', []],
      ['https://example.com/blog/older', ['2026-11-25']],
    ]);
  });
});

describe("The Arsenal's changes feed", () => {
  const days = toolChanges(
    [
      { id: 'zapier', name: 'Zapier', added: '2026-11-01' },
      { id: 'canva', name: 'Canva', added: '2026-11-01' },
      { id: 'suno', name: 'Suno', added: '2026-11-02' },
    ],
    [
      {
        slug: 'jasper-vs-copy-ai',
        title: 'Jasper vs Copy.ai',
        changes: [{ date: '2026-11-25', what: "Jasper's plans now follow its help center & pricing page." }],
      },
      { slug: 'never-revised', title: 'Never Revised' },
    ],
    {
      readings: [
        { id: 'zapier', name: 'Zapier', on: '2026-11-24', sources: ['Zapier'] },
        { id: 'canva', name: 'Canva', on: '2026-11-25', sources: ['Canva', 'ComparEdge & <friends>'] },
      ],
      facts: [{ id: 'zapier', name: 'Zapier', on: '2026-11-25', what: 'price', from: 'Pro: $20/month', to: 'Pro: $30/month' }],
      corrections: [
        {
          id: 'canva',
          name: 'Canva',
          on: '2026-11-25',
          fact: 'free plan',
          from: 'No free plan',
          to: 'Free plan',
          why: 'a source we misread',
        },
        {
          id: 'zapier',
          name: 'Zapier',
          on: '2026-11-24',
          fact: 'budget',
          from: 'Under $50 a month',
          to: '$50 to $200 a month',
          why: 'the figure we showed was not the cheapest paid plan',
          note: 'Its cheapest plan for a team is billed per seat.',
        },
      ],
    },
  );
  const xml = toolChangesAtom({
    siteUrl: 'https://example.com',
    siteName: 'Toolverse',
    pagePath: '/tools/changes',
    feedPath: '/tools/changes.xml',
    days,
    toolUrl: (id) => `/tools/${id}`,
    articleUrl: (slug) => `/blog/${slug}`,
  });
  const entries = all(parseXml(xml), 'entry');
  const byId = (suffix: string) => {
    const found = entries.find((entry) => one(entry, 'id').text.endsWith(suffix));
    assert.ok(found, `an entry whose id ends ${suffix}`);
    return found;
  };

  it('is well-formed Atom: additions, plans read, record changes, corrections and article updates, newest first, dated by the day', () => {
    const feed = parseXml(xml);
    assert.equal(feed.name, 'feed');
    assert.equal(feed.attributes.xmlns, 'http://www.w3.org/2005/Atom');
    assert.equal(one(feed, 'updated').text, '2026-11-25T00:00:00.000Z');
    assert.deepEqual(
      entries.map((entry) => [one(entry, 'id').text, one(entry, 'updated').text]),
      [
        ['https://example.com/tools/canva#history-read-2026-11-25', '2026-11-25T00:00:00.000Z'],
        ['https://example.com/tools/zapier#history-price-2026-11-25', '2026-11-25T00:00:00.000Z'],
        ['https://example.com/tools/canva#tool-corrections-free-plan-2026-11-25', '2026-11-25T00:00:00.000Z'],
        ['https://example.com/blog/jasper-vs-copy-ai#updated-2026-11-25', '2026-11-25T00:00:00.000Z'],
        ['https://example.com/tools/zapier#history-read-2026-11-24', '2026-11-24T00:00:00.000Z'],
        ['https://example.com/tools/zapier#tool-corrections-budget-2026-11-24', '2026-11-24T00:00:00.000Z'],
        ['https://example.com/tools/suno#added-2026-11-02', '2026-11-02T00:00:00.000Z'],
        ['https://example.com/tools/changes#changes-2026-11-01', '2026-11-01T00:00:00.000Z'],
      ],
    );
    assert.equal(one(byId('#added-2026-11-02'), 'title').text, 'Added to The Arsenal: Suno');
    assert.equal(one(byId('#changes-2026-11-01'), 'title').text, '2 tools added to The Arsenal: Zapier, Canva');
  });

  it("names the sources a day's reading came from, and what a reading changed, old to new", () => {
    const read = byId('canva#history-read-2026-11-25');
    assert.equal(one(read, 'title').text, 'Canva: plans read from 2 dated sources');
    assert.equal(one(read, 'summary').text, "We recorded Canva's plans from 2 dated sources: Canva, ComparEdge & <friends>.");
    assert.equal(one(byId('#history-read-2026-11-24'), 'title').text, 'Zapier: plans read from 1 dated source');
    assert.equal(one(byId('#history-price-2026-11-25'), 'title').text, 'Zapier, price: Pro: $20/month → Pro: $30/month');
  });

  it('says what we had wrong in a correction, and why', () => {
    const corrected = byId('#tool-corrections-free-plan-2026-11-25');
    assert.equal(one(corrected, 'title').text, 'Corrected: Canva, free plan: No free plan → Free plan');
    assert.equal(one(corrected, 'summary').text, "We had Canva's free plan wrong. Why: a source we misread.");
    assert.equal(one(corrected, 'link').attributes.href, 'https://example.com/tools/canva#tool-corrections');
    // A note the correction carries follows the reason.
    const noted = byId('zapier#tool-corrections-budget-2026-11-24');
    assert.equal(one(noted, 'title').text, 'Corrected: Zapier, budget: Under $50 a month → $50 to $200 a month');
    assert.equal(
      one(noted, 'summary').text,
      "We had Zapier's budget wrong. Why: the figure we showed was not the cheapest paid plan. Its cheapest plan for a team is billed per seat.",
    );
  });

  it('gives every entry its own id, even two corrections of one fact of one tool on one day', () => {
    const twice = toolChangesAtom({
      siteUrl: 'https://example.com',
      siteName: 'Toolverse',
      pagePath: '/tools/changes',
      feedPath: '/tools/changes.xml',
      days: toolChanges([{ id: 'canva', name: 'Canva', added: '2026-11-01' }], [], {
        readings: [],
        facts: [],
        corrections: (['No free plan', 'Free plan not known'] as const).map((from) => ({
          id: 'canva',
          name: 'Canva',
          on: '2026-11-25',
          fact: 'free plan' as const,
          from,
          to: 'Free plan',
          why: 'a source we misread',
        })),
      }),
      toolUrl: (id) => `/tools/${id}`,
      articleUrl: (slug) => `/blog/${slug}`,
    });
    const ids = all(parseXml(twice), 'entry').map((entry) => one(entry, 'id').text);
    assert.deepEqual(
      ids.filter((id) => id.includes('#tool-corrections')),
      [
        'https://example.com/tools/canva#tool-corrections-free-plan-2026-11-25',
        'https://example.com/tools/canva#tool-corrections-free-plan-2026-11-25-2',
      ],
    );
    assert.equal(new Set(ids).size, ids.length);
  });

  it("has an entry per article update: the article's title, its page and what changed", () => {
    const update = byId('#updated-2026-11-25');
    assert.equal(one(update, 'title').text, 'Jasper vs Copy.ai: updated');
    assert.equal(one(update, 'link').attributes.href, 'https://example.com/blog/jasper-vs-copy-ai');
    assert.equal(one(update, 'summary').text, "Jasper's plans now follow its help center & pricing page.");
  });
});
