import { FEATURED_COUNT } from '../../support/content';
import { expect, test } from '../../support/fixtures';
import { MAIN_SITE_PORT } from '../../support/ports';
import { hydratedIsland } from '../../support/islands';

/** Where the page loads the quizzes remote from: under the site's own origin. */
const QUIZZES = `http://localhost:${MAIN_SITE_PORT}/_remotes/quizzes/`;
/** And the blog remote's. */
const BLOG = `http://localhost:${MAIN_SITE_PORT}/_remotes/blog/`;

test('the home page reads as the spec lays it out, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Your Ordinary Blog.');
  await expect(page.getByText('Welcome to the Future of Tools.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What are you here for?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Explorations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's your primary goal with AI tools?" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community Impact' })).toBeVisible();
  // Only counted figures, each saying what it counts (shared-content/src/domain/community.test.ts holds their sources).
  const impact = page.getByRole('region', { name: 'Community Impact' });
  await expect(impact.getByText(/^tools whose plans we looked up again in the last \d+ days/)).toBeVisible();
  await expect(impact.getByText(/^articles in the blog/)).toBeVisible();
  await expect(impact.getByText(/98,121|94%|15\.2h|32%/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Reader stories' }).getByText('Illustrative examples', { exact: true })).toBeVisible();
  await context.close();
});

test('an intent card announces the journey and opens its directory preset', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Find tools to automate my work/ }).click();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Starting your Find tools to automate my work journey...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/automation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the AI Tool Universe');
});

test('the Tool Finder loads as it nears the viewport, recommends three tools, toasts and starts over after 2 s', async ({ page }) => {
  const finderScripts: string[] = [];
  page.on('request', (request) => {
    // Its stylesheet comes with the page (the finder's HTML is there); its scripts wait.
    if (request.url().startsWith(QUIZZES) && request.resourceType() === 'script') finderScripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(finderScripts, 'the quizzes remote is not part of the first load').toEqual([]);

  const finder = page.getByRole('region', { name: 'Find your tools in 3 questions' });
  await finder.scrollIntoViewIfNeeded();
  await page.locator(hydratedIsland('quizzes/ToolFinder')).waitFor({ state: 'attached' });
  expect(finderScripts.length).toBeGreaterThan(0);

  await expect(finder.getByText('Question 1 of 3')).toBeVisible();
  await finder.getByRole('button', { name: 'Skip this question' }).click();
  await expect(finder.getByText('Question 2 of 3')).toBeVisible();
  await finder.getByRole('button', { name: 'Visual designer' }).click();
  await finder.getByRole('button', { name: 'Under $50/month' }).click();

  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Finding perfect tools for you!')).toBeVisible();
  await expect(finder.getByText(/^\d+% match · \d+ of your \d+ answers$/)).toHaveCount(3);
  await expect(finder.getByText('Question 1 of 3')).toBeVisible({ timeout: 3_000 });
  await expect(finder.getByRole('button', { name: 'Save time & automate tasks' })).toHaveAttribute('aria-pressed', 'false');
  await finder.getByRole('link', { name: /^Compare all 3 side by side$/ }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
});

test('the testimonials carousel moves with its controls and shows where it is', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Reader stories' });
  const slide = carousel.getByRole('group', { name: /of 3$/ });
  await expect(slide).toHaveAttribute('aria-label', '1 of 3');
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '3 of 3');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await carousel.getByRole('button', { name: 'Show testimonial 2' }).click();
  await expect(slide).toHaveAttribute('aria-label', '2 of 3');
});

test('the home page still works when the quizzes remote is down', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/quizzes/i, /Failed to load resource/);
  await page.route(`${QUIZZES}**`, (route) => route.abort());
  await page.goto('/');
  const fallback = page.getByText("The quizzes can't be reached right now");
  await page.getByRole('heading', { name: 'Community Impact' }).scrollIntoViewIfNeeded();
  await expect(fallback).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Featured Explorations' }).getByRole('listitem')).toHaveCount(FEATURED_COUNT);
  await expect(page.getByRole('region', { name: 'Reader stories' })).toBeVisible();
});

test('the featured articles are HTML: the blog remote is not fetched for them, and they are links even with the blog down', async ({
  page,
  allowConsoleErrors,
}) => {
  // The article the link opens has islands of the blog, which cannot load.
  allowConsoleErrors(/blog/i, /Failed to load resource/);
  const blogRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(BLOG)) blogRequests.push(request.url());
  });
  await page.route(`${BLOG}**`, (route) => route.abort());
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Explorations' });
  await featured.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await expect(featured.getByRole('listitem')).toHaveCount(FEATURED_COUNT);
  expect(blogRequests, 'nothing of the blog remote fetched on the home page').toEqual([]);
  await featured.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
