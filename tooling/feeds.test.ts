import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sax from 'sax';
import { rssXml, sitemapXml, type FeedArticle } from './feeds.ts';

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
