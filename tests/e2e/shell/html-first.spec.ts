import type { APIRequestContext } from '@playwright/test';
import { ARTICLES, articlesIn } from '../../support/content';
import { ARTICLE_COUNT, expectedHead, parseHead, type RawPage } from '../../support/html';
import { MEASURED_ROUTES } from '../../support/budgets';
import { expect, test } from '../../support/fixtures';
import { dueIslandsRunning } from '../../support/islands';

const PAGES: { url: string; h1: string; jsonLd?: string[] }[] = [
  { url: '/', h1: 'Not Your Ordinary Blog.', jsonLd: ['WebSite', 'Organization'] },
  { url: '/blog', h1: 'Choose your mission' },
  { url: '/blog?category=Tool%20Battles', h1: 'Tool Battles' },
  {
    url: '/blog/chatgpt-vs-gemini-vs-claude',
    h1: 'ChatGPT vs Gemini vs Claude: Ultimate AI Battle',
    jsonLd: ['Article', 'BreadcrumbList'],
  },
  { url: '/blog/productivity-guilt-healing-tools', h1: 'Productivity Guilt Is Real', jsonLd: ['Article', 'BreadcrumbList'] },
  { url: '/tools', h1: 'Explore the AI Tool Universe', jsonLd: ['CollectionPage'] },
  { url: '/tools/automation', h1: 'Explore the AI Tool Universe', jsonLd: ['CollectionPage'] },
  { url: '/tools/chatgpt', h1: 'ChatGPT', jsonLd: ['SoftwareApplication', 'BreadcrumbList'] },
  { url: '/tools/changes', h1: "What's new in The Arsenal", jsonLd: ['CollectionPage'] },
  { url: '/search', h1: 'Search articles and tools', jsonLd: ['SearchResultsPage'] },
  { url: '/quizzes', h1: 'Find your perfect AI tools', jsonLd: ['ItemList'] },
  { url: '/guide', h1: 'Where do you want AI to take you?', jsonLd: ['HowTo'] },
  { url: '/about', h1: 'About Toolverse and how we review' },
  { url: '/privacy', h1: 'Privacy' },
  { url: '/terms', h1: 'Terms' },
  { url: '/newsletter/confirmed', h1: 'You are subscribed' },
  { url: '/newsletter/unsubscribed', h1: 'You are unsubscribed' },
  { url: '/newsletter/link-expired', h1: 'This link has expired' },
  { url: '/newsletter/link-invalid', h1: 'This link is not valid' },
];

async function fetchPage(request: APIRequestContext, url: string): Promise<RawPage> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

for (const { url, h1, jsonLd = [] } of PAGES) {
  test(`${url} is served as complete HTML with its head`, async ({ request, baseURL }) => {
    const page = await fetchPage(request, url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const head = parseHead(page.html);
    expect(head.h1).toContain(h1);
    expectedHead(head, `${baseURL}${url.replace(/ /g, '%20')}`);
    expect(head.jsonLdTypes).toEqual(expect.arrayContaining(jsonLd));
    expect(head.imagesWithoutSize, 'every <img> has width and height').toEqual([]);
  });
}

test("a page's social preview and the publisher's logo are served as PNGs", async ({ request }) => {
  const head = parseHead((await fetchPage(request, '/blog/chatgpt-vs-gemini-vs-claude')).html);
  for (const image of [head.og.image ?? '', '/social/logo.png']) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }
  expect((await request.get('/social/no-such-page.png')).status()).toBe(404);
});

test('the pages read without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/blog/ai-seo-tools-hack-google');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('7 AI SEO Tools That Hack Google (Legally)');
  await expect(page.getByRole('link', { name: 'Back to all articles' })).toBeVisible();
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the AI Tool Universe');
  await context.close();
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const page = await fetchPage(request, '/blog/a-slug-nobody-wrote');
  expect(page.status).toBe(404);
  expect(page.html).toContain('Tool not found in this dimension');
  expect(page.html).toContain('<meta name="robots" content="noindex"/>');
});

test('an alias slug redirects permanently to its article', async ({ request }) => {
  const page = await fetchPage(request, '/blog/make-money-with-chatgpt');
  expect(page.status).toBe(301);
  expect(page.headers.location).toBe('/blog/chatgpt-money-no-code');
});

test('sitemap.xml lists every article, robots.txt points at it, rss.xml carries the articles', async ({ request, baseURL }) => {
  const sitemap = (await fetchPage(request, '/sitemap.xml')).html;
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.filter((loc) => /\/blog\/[a-z0-9-]+$/.test(loc ?? ''))).toHaveLength(ARTICLE_COUNT);
  expect(locs).toContain(`${baseURL}/tools`);
  // The pages the newsletter's mail links land on are for one reader each: not listed, not indexed.
  expect(locs.filter((loc) => loc?.includes('/newsletter/'))).toEqual([]);
  expect((await fetchPage(request, '/newsletter/confirmed')).html).toContain('<meta name="robots" content="noindex"/>');
  const robots = (await fetchPage(request, '/robots.txt')).html;
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // The tool links' redirect is for readers: a crawler following it would count as one.
  expect(robots).toMatch(/^User-agent: \*$[^]*^Disallow: \/go\/$/m);
  const rss = await fetchPage(request, '/rss.xml');
  expect(rss.headers['content-type']).toContain('application/rss+xml');
  expect([...rss.html.matchAll(/<item>/g)]).toHaveLength(ARTICLE_COUNT);
});

test('every article is served with its title, body, tool cards and place in the chain', async ({ request }) => {
  const articles = ARTICLES;
  expect(articles.length).toBeGreaterThan(0);
  for (const [index, article] of articles.entries()) {
    const page = await fetchPage(request, `/blog/${article.slug}`);
    expect(page.status, article.slug).toBe(200);
    const head = parseHead(page.html);
    expect(head.title).toBe(`${article.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')} | Toolverse`);
    expect(head.jsonLdTypes).toEqual(['Article', 'BreadcrumbList']);
    expect([...page.html.matchAll(/<section id="tool-/g)].length, `${article.slug} tool cards`).toBeGreaterThanOrEqual(2);
    expect(page.html.match(/<h2[^>]*>/g)?.length ?? 0, `${article.slug} body headings`).toBeGreaterThanOrEqual(3);
    const next = articles[(index + 1) % articles.length];
    expect(page.html, `${article.slug} next`).toMatch(
      new RegExp(`<a[^>]*rel="next"[^>]*href="/blog/${next?.slug}"|<a[^>]*href="/blog/${next?.slug}"[^>]*rel="next"`),
    );
  }
});

test('/blog?category=Tool%20Battles lists exactly the Tool Battles articles, in order', async ({ request }) => {
  const page = await fetchPage(request, '/blog?category=Tool%20Battles');
  const list = page.html.slice(page.html.indexOf('id="articles"'), page.html.indexOf('aria-label="Blog extras"'));
  const battles = articlesIn('tool-battles').map((article) => article.slug);
  expect(battles.length).toBeGreaterThan(0);
  expect([...list.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1])).toEqual(battles);
});

// Parts a prerendered page keeps as the server wrote them (an article's body, the directory before
// any filter, the home page's widgets before their remotes load) must outlast every update of the
// app above them. The skip link's #main is one: the router's location changes on every page.
for (const route of MEASURED_ROUTES) {
  test(`${route}: the skip link moves to the content and leaves all of it in place`, async ({ page, allowConsoleErrors }) => {
    // The not-found page answers 404, which the browser reports.
    allowConsoleErrors(/status of 404/);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(route);
    // An island the URL starts at once (the search page's results for ?q=) has drawn what it shows,
    // its index fetched.
    await dueIslandsRunning(page);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    const main = page.locator('main');
    const before = await main.innerText();
    expect(before.length).toBeGreaterThan(100);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(main).toBeFocused();
    // Settled: what the change started has run (an island that keeps its state in the URL), and the
    // page has drawn two frames since, so any update the change queued is on screen.
    await dueIslandsRunning(page);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await main.innerText()).toBe(before);
  });
}
