import { expect, test } from '../../support/fixtures';

test('search finds articles by title and opens one with the keyboard', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Search articles' }).click();
  const input = page.getByPlaceholder('Search blog titles...');
  await expect(input).toBeFocused();
  await input.fill('qq');
  await expect(page.getByText('No results found')).toBeVisible();
  await input.fill('CANVA');
  const results = page.getByRole('list', { name: 'Matching articles' }).getByRole('link');
  await expect(results).toHaveText(['Canva AI vs Adobe Firefly: The Ultimate Comparison']);
  await input.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/canva-ai-vs-adobe-firefly$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canva AI vs Adobe Firefly: The Ultimate Comparison');
  await expect(input).toBeHidden();
});

test('the results dropdown is at most 15rem high and Escape closes the search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search articles' }).click();
  await page.getByPlaceholder('Search blog titles...').fill('a');
  const dropdown = page.locator('#site-search [id]').filter({ has: page.getByRole('list') });
  const height = await dropdown.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(240);
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search blog titles...')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search articles' })).toBeFocused();
});
