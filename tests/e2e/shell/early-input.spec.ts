import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ISLAND_STATES, island as islandNamed } from '../../support/islands';

/**
 * A reader's first click, tap or keystroke on an island lands before its code has run (the shell's
 * runtime is held back here until after it): each kind of island takes it up once the code is there
 * (shell/src/island-loader/early-input.ts holds it, shell/src/islands/replay.ts replays it). Nothing is lost, nothing is
 * rendered disabled meanwhile.
 */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/islands\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const notStarted = (page: Page, island: string) =>
  expect(page.locator(islandNamed(island)).first()).not.toHaveAttribute(ISLAND_STATES.hydrated);

test('a quiz answer clicked before the quiz runs counts (a React island of a remote)', async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto('/quizzes#creator-archetype', { waitUntil: 'domcontentloaded' });
  const answer = page.locator(':target').getByRole('group').getByRole('button').first();
  await expect(answer).toBeEnabled();
  await answer.click();
  await notStarted(page, 'quizzes/QuizRunner');
  release();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
});

test('Save clicked before the article code runs saves the article (a DOM island loaded on idle)', async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto('/blog/ai-tools-replace-assistant', { waitUntil: 'domcontentloaded' });
  const save = page.getByRole('button', { name: /^Save/ }).first();
  await save.click();
  await notStarted(page, 'blog/ShareSave');
  release();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
});

test('Feeling Lucky clicked before its code runs opens an article (a DOM island loaded on first touch)', async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Feeling Lucky' }).click();
  await notStarted(page, 'blog/FeelingLucky');
  release();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Feeling lucky!', { exact: true })).toBeVisible();
});

test('a search typed into the directory before it runs filters it (a React island with the URL as state)', async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto('/tools', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search tools').fill('zzzz-nothing');
  await notStarted(page, 'tools/Directory');
  release();
  await expect(page.getByText('No tool matches all of these filters.')).toBeVisible();
  await expect(page).toHaveURL(/\/tools\?q=zzzz-nothing$/);
});

test('Subscribe pressed before the form runs sends the address (a shell island, a form)', async ({ page }) => {
  await page.route('**/wp/wp-json/custom/v1/insert-email?source=*', (route) => route.fulfill({ status: 200, json: {} }));
  const release = await holdIslandCode(page);
  await page.goto('/guide', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('early@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await notStarted(page, 'shell/NewsletterForm');
  release();
  await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');
});

test('a title typed into the header search before its script arrives is listed once it has (no framework)', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/title-search\.[0-9a-f]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  // The islands' runtime never arrives in this test: the title search needs none of it.
  await holdIslandCode(page);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  expect(requested, 'fetched before the reader moved toward the search').toBe(false);
  await page.getByRole('button', { name: 'Search articles' }).click();
  await page.keyboard.type('canva');
  await expect.poll(() => requested).toBe(true);
  await expect(page.getByRole('list', { name: 'Matching articles' })).toHaveCount(0);
  release();
  await expect(page.getByRole('list', { name: 'Matching articles' }).getByRole('link', { name: /Canva/ }).first()).toBeVisible();
});

test('the search button and the menu open before any script has run (popovers)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Search articles' }).click();
  const search = page.getByRole('search');
  await expect(search).toBeVisible();
  await expect(search.getByPlaceholder('Search blog titles...')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Quizzes' }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  await context.close();
});
