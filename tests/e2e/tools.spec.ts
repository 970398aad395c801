import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ tools$/ });
const count = async (page: Page) => Number(/(\d+)/.exec((await showing(page).textContent()) ?? '')?.[1]);

test('filters change the count, live in the URL, survive a reload and Back', async ({ page }) => {
  await page.goto('/tools');
  const all = await count(page);
  expect(all).toBeGreaterThanOrEqual(40);
  await page.getByLabel('I am a...').selectOption('designers');
  await expect(showing(page)).not.toHaveText(`Showing ${all} tools`);
  const designers = await count(page);
  expect(designers).toBeLessThan(all);
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?type=designers&category=design$/);
  await expect(showing(page)).not.toHaveText(`Showing ${designers} tools`);
  const both = await count(page);
  expect(both).toBeLessThanOrEqual(designers);
  await page.reload();
  await expect(showing(page)).toHaveText(`Showing ${both} tools`);
  await expect(page.getByLabel('I am a...')).toHaveValue('designers');
  await page.goBack();
  await expect(showing(page)).toHaveText(`Showing ${designers} tools`);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(showing(page)).toHaveText(`Showing ${all} tools`);
});

test('search and pricing narrow the list; an impossible mix shows the empty state', async ({ page }) => {
  await page.goto('/tools');
  await page.getByLabel('Search tools').fill('zzzz-nothing');
  await expect(showing(page)).toHaveText('Showing 0 tools');
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await page.getByLabel('Pricing').selectOption('free');
  await expect(showing(page)).toHaveText(/^Showing [1-9]\d* tools$/);
  await expect(page).toHaveURL(/pricing=free/);
});

test('every Try This Tool link opens the vendor in a new tab, marked sponsored', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('link', { name: /^Try This Tool/ })).toHaveCount(24);
  await page.getByRole('button', { name: 'Show all tools' }).click();
  await expect(page.getByRole('button', { name: 'Show all tools' })).toHaveCount(0);
  const links = page.getByRole('link', { name: /^Try This Tool/ });
  await expect(showing(page)).toBeVisible();
  await expect(links).toHaveCount(await count(page));
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}/);
  }
});

test('the presets are their own pages, and /tools#{category} brings the category into view', async ({ page }) => {
  await page.goto('/tools/trending');
  await expect(page.getByRole('link', { name: 'Trending now' })).toHaveAttribute('aria-current', 'page');
  await expect(showing(page)).toBeVisible();
  const trending = await count(page);
  await page.goto('/tools');
  expect(trending).toBeLessThan(await count(page));
  await page.goto('/tools#video');
  await expect(page.getByRole('button', { name: 'Video', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Tools' })).toBeInViewport();
});

test("an article's call to action opens the directory filtered to its tools", async ({ page }) => {
  await page.goto('/blog/automate-freelance-workflow');
  await page.getByRole('link', { name: 'Explore All 7 Automation Tools' }).click();
  await expect(page).toHaveURL(/\/tools\?article=automate-freelance-workflow$/);
  await expect(showing(page)).toHaveText('Showing 7 tools');
});
