import { asOfLabel, cheapestText, disagreementText, freePlanText, sourceText } from '../../../shared-content/src/domain/plans/words.ts';
import { ARTICLES, FEATURED_COUNT, articlesIn, plansOf, toolById, updatedOf } from '../../support/content';
import { expect, test } from '../../support/fixtures';

test('the reading-progress bar follows the scroll', async ({ page }) => {
  await page.goto('/blog/ai-dropshipping-guide');
  const progress = page.getByRole('progressbar', { name: 'Reading progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(35);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
});

test('Save keeps a bookmark in this browser and the blog lists it', async ({ page }) => {
  await page.goto('/blog/ai-course-creators');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Article saved to your bookmarks!', { exact: true }),
  ).toBeVisible();
  // Saved state is this browser's: it shows once the reader starts reading (the first scroll).
  await page.reload();
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/blog');
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('region', { name: 'Your saved articles' }).getByRole('link')).toHaveText([
    '7 Best AI Course Creators for Coaches',
  ]);
});

test('Share copies the address when there is no share dialog', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/blog/ai-social-media-toolkit');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/ai-social-media-toolkit`);
});

test("the last category's articles follow the order of content/article-order.json, ending back at the first", async ({ page }) => {
  const order = ARTICLES.map((article) => article.slug);
  // From the article before the last category, through it, to the first article again.
  const start = order.length - articlesIn('psych-hack-stories').length - 1;
  const chain = [...ARTICLES.slice(start), ARTICLES[0]!];
  await page.goto(`/blog/${chain[0]!.slug}`);
  await expect(page.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', `/blog/${order[start - 1]}`);
  for (const article of chain.slice(1)) {
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    // The address changes at once; the article replaces the one on screen once its text has
    // loaded. Next is only clicked again on the new article, as a reader would.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(article.title);
  }
  await expect(page.getByRole('link', { name: /^Previous.*Back to Blog/ })).toHaveAttribute('href', '/blog');
  await expect(page).toHaveTitle(`${ARTICLES[0]?.title} | Toolverse`);
});

test('an article shows its numbered tool cards as links through /go/ in a new tab, not marked sponsored', async ({ page }) => {
  await page.goto('/blog/ai-copywriting-tools');
  const visits = page.getByRole('link', { name: /^Visit / });
  await expect(visits).toHaveCount(8);
  for (const link of await visits.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^\/go\/[a-z0-9-]+\?from=article$/);
  }
  await expect(page.getByText(/None of them is an affiliate link today/).first()).toBeVisible();
});

test('an article says who wrote it and when, lists its sources, and its byline leads to how we review', async ({ page }) => {
  await page.goto('/blog/jasper-vs-copy-ai-review');
  const main = page.getByRole('main');
  await expect(main.getByText('Published May 1, 2025')).toBeVisible();
  await expect(main.getByText(`Updated ${asOfLabel(updatedOf('jasper-vs-copy-ai-review')!)}`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Editor's note" })).toContainText('It is not a hands-on benchmark');
  const sources = page.getByRole('region', { name: 'Sources' });
  await sources.scrollIntoViewIfNeeded();
  await expect(sources.getByRole('link', { name: /Jasper pricing/ })).toHaveAttribute('href', 'https://www.jasper.ai/pricing');
  await expect(sources.getByRole('link', { name: /Jasper pricing/ })).toHaveAttribute('target', '_blank');
  await main.getByRole('link', { name: 'the Toolverse editorial team' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Toolverse and how we review');
  await expect(page.getByText('No hands-on benchmark unless an article says so.')).toBeVisible();
});

test('a mission card filters the list and scrolls to it', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: new RegExp(`^Creator AI Tools\\s*${articlesIn('creator-tools').length} articles$`) }).click();
  // A document of its own, prerendered, opened at its list.
  await expect(page).toHaveURL(/\/blog\?category=Creator%20AI%20Tools#articles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator AI Tools');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(page.locator('#articles').getByRole('listitem')).toHaveCount(articlesIn('creator-tools').length);
  await page.getByRole('link', { name: 'View All Categories' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your mission');
});

test('the home page shows Featured Explorations from the blog remote', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Explorations' });
  await expect(featured.getByRole('listitem')).toHaveCount(FEATURED_COUNT);
  await expect(featured.getByRole('listitem').first()).toHaveClass(/col-span-2/);
  await expect(featured.getByRole('link', { name: 'View All articles' })).toHaveAttribute('href', '/blog');
  await featured.getByRole('link', { name: /7 Chrome Extensions That Save Me 15 Hours a Week/ }).click();
  await expect(page).toHaveURL(/\/blog\/chrome-extensions-save-time$/);
  await expect(page.getByText('Trending').first()).toBeVisible();
});

test("an article tool card shows the tool's price block from its record: the free plan, the cheapest paid plan, its dated source and the vendor pricing page", async ({
  page,
}) => {
  const sunsama = toolById('sunsama');
  const plans = plansOf(sunsama);
  const cheapest = plans.cheapest;
  expect(cheapest, 'Sunsama has a dated figure').not.toBeNull();
  await page.goto('/blog/productivity-guilt-healing-tools');
  const card = page.getByRole('region', { name: 'Sunsama' });
  await expect(card.getByText(freePlanText(plans), { exact: true })).toBeVisible();
  await expect(card.getByText(`Cheapest paid plan, ${cheapestText(plans)}`)).toBeVisible();
  await expect(
    card.getByRole('link', { name: `From ${sourceText(cheapest!.source)} (the source of Sunsama’s price; opens in a new tab)` }),
  ).toHaveAttribute('href', cheapest!.source.url);
  // Where current sources disagree on the figure, the card says so as the tool's page does.
  const disagreement = disagreementText(cheapest!.plan);
  if (disagreement) await expect(card.getByText(disagreement)).toBeVisible();
  const vendor = card.getByRole('link', { name: /^Current prices on sunsama\.com/ });
  await expect(vendor).toHaveAttribute('href', sunsama.pricingPage);
  await expect(vendor).toHaveAttribute('target', '_blank');
  await expect(vendor).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByRole('link', { name: /^Visit Sunsama/ })).toBeVisible();
});
