import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { TOOLS } from '../../support/content';
import { searchDocuments } from '../../../tooling/prerender/search-index.ts';

// What the search must find, read from the built content rather than written down.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCUMENTS = searchDocuments({
  contentDir: path.join(ROOT, 'shared-content/content'),
  generatedDir: path.join(ROOT, 'shared-content/src/content/generated'),
});
const ARTICLES = DOCUMENTS.filter((document) => document.kind === 'article');
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{7,}/g) ?? []);

/** A word of one article's body that no title, description or category anywhere uses, nor any other page's text. */
function bodyOnlyWord(): { word: string; id: string; title: string } {
  const everywhere = new Map<string, number>();
  for (const document of DOCUMENTS)
    for (const word of words(`${document.title} ${document.description} ${document.category} ${document.text}`))
      everywhere.set(word, (everywhere.get(word) ?? 0) + 1);
  for (const article of ARTICLES) {
    const heading = words(`${article.title} ${article.description} ${article.category}`);
    const word = [...words(article.text)].find((candidate) => everywhere.get(candidate) === 1 && !heading.has(candidate));
    if (word) return { word, id: article.id, title: article.title };
  }
  throw new Error('no article has a word of its own');
}

const zapier = TOOLS.find((tool) => tool.id === 'zapier');
const mentioningZapier = ARTICLES.filter((article) => /\bzapier\b/i.test(article.text));

test('"zapier" finds the Zapier tool page first and every article that mentions it, as you type', async ({ page }) => {
  expect(zapier, 'Zapier is in The Arsenal').toBeDefined();
  expect(mentioningZapier.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/search', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search articles and tools');
  // Nothing loads until the reader uses the form; what is typed before the search starts is searched.
  expect(scripts).toEqual([]);
  await page.getByLabel('Search articles and tools').pressSequentially('zapier');
  const results = page.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(results.first()).toHaveText(zapier!.name);
  await expect(results.first()).toHaveAttribute('href', '/tools/zapier');
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(mentioningZapier.map((article) => article.id)));
  await expect(page.getByText(new RegExp(`^1 tool and ${mentioningZapier.length} articles? for .zapier.$`))).toBeVisible();
  // The URL keeps the query, so the search can be shared and Back returns to it.
  await expect(page).toHaveURL(/\/search\?q=zapier$/);
  await results.first().click();
  await expect(page).toHaveURL(/\/tools\/zapier$/);
});

test('a word that appears only in an article body finds that article, from ?q= on arrival', async ({ page }) => {
  const { word, id, title } = bodyOnlyWord();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByLabel('Search articles and tools')).toHaveValue(word);
  test.info().annotations.push({ type: 'word', description: `${word} (${id})` });
  // Other pages may follow (the last word typed counts as a prefix, a longer one forgives a typo); the article comes first.
  const results = page.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(results.first()).toHaveText(title);
  await expect(results.first()).toHaveAttribute('href', id);
});

test('a query with no match says so', async ({ page }) => {
  await page.goto('/search?q=qqxqqzz');
  await expect(page.getByText(/^Nothing found for .qqxqqzz.\. Try another word, or fewer words\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(0);
});

test('without JavaScript the page is a search form that submits, says what it cannot do, and offers ways to browse', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByLabel('Search articles and tools').fill('zapier');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=zapier$/);
  await expect(page.getByText(/Searching happens in your browser and needs JavaScript/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'blog', exact: true })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'The Arsenal', exact: true })).toHaveAttribute('href', '/tools');
  await expect(page.getByRole('link', { name: 'Automation', exact: true })).toHaveAttribute('href', '/tools?category=automation');
  await context.close();
});

test("the header's search ends with \"Search everything for '…'\", which opens the search page with the query", async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Search articles' }).click();
  const input = page.getByPlaceholder('Search blog titles...');
  await input.fill('zapier');
  // No title says Zapier: the spec's answer stays, and the new entry follows it.
  await expect(page.getByText('No results found')).toBeVisible();
  const everything = page.getByRole('link', { name: /^Search everything for .zapier.$/ });
  await expect(everything).toHaveAttribute('href', '/search?q=zapier');
  // Seen, not clipped by the search panel: the point at its middle is the entry itself.
  const box = (await everything.boundingBox())!;
  const atMiddle = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(atMiddle).toMatch(/^Search everything for .zapier.$/);
  await input.press('ArrowDown');
  await expect(everything).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zapier$/);
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toHaveAttribute('href', '/tools/zapier');
});

test('Enter in the header search with no matching title searches everything', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search articles' }).click();
  await page.getByPlaceholder('Search blog titles...').fill('zapier');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zapier$/);
  await expect(page.getByLabel('Search articles and tools')).toHaveValue('zapier');
});

test('the search index is a static file, compressed, of the same origin', async ({ request }) => {
  const response = await request.get('/search-index.json', { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['content-encoding']).toBe('br');
  const index = (await response.json()) as { documentCount: number };
  expect(index.documentCount).toBe(DOCUMENTS.length);
});
