import { expect, test } from '../../support/fixtures';

const PATHS = ['automate', 'sidehustle', 'create', 'expert'];

for (const id of PATHS) {
  test(`every link of the ${id} path opens a real page`, async ({ page }) => {
    await page.goto(`/guide#${id}`);
    const region = page.locator(`section#${id}`);
    await expect(region.getByRole('heading', { level: 2 })).toBeVisible();
    const hrefs = await region.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(12);
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(html, href).not.toContain('Tool not found in this dimension');
      // A link's #part names something that page has: a quiz it lists, a path it shows.
      const [target, hash] = href.split('#');
      if (hash && target === '/quizzes') expect(html, href).toContain(`href="/quizzes#${hash}"`);
      if (hash && target === '/guide') expect(html, href).toContain(`id="${hash}"`);
    }
  });
}

test('the links land where they say: an article, a tool category, a quiz, a quick pick', async ({ page }) => {
  await page.goto('/guide#automate');
  await page.getByRole('region', { name: 'Read these first' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/ai-tools-replace-assistant$/);
  await page.goBack();
  await page
    .getByRole('region', { name: 'Tool categories to explore' })
    .getByRole('link', { name: /^Scheduling/ })
    .click();
  await expect(page).toHaveURL(/\/tools\?category=scheduling$/);
  await expect(page).toHaveTitle(/^Scheduling AI tools/);
  await expect(page.getByRole('link', { name: 'Scheduling', exact: true })).toHaveAttribute('aria-current', 'true');
  await page.goBack();
  await page.getByRole('region', { name: 'Quizzes for this path' }).getByRole('link').first().click();
  // The quiz's own section (the picker's card carries the same title).
  const quiz = page.getByRole('region', { name: 'Where Can AI Save You the Most Time?' });
  await expect(quiz.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(quiz.getByText('Question 1 of 8')).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Quick tool picks' })
    .getByRole('link', { name: /^Zapier/ })
    .click();
  await expect(page).toHaveURL(/\/tools\/zapier$/);
  await expect(page.getByRole('heading', { name: 'Zapier', level: 1 })).toBeVisible();
});

test('the search narrows the path, and back / Explore a Different Path return to the start', async ({ page }) => {
  await page.goto('/guide');
  await page.getByRole('link', { name: /Start a Side Hustle/ }).click();
  await expect(page).toHaveURL(/\/guide#sidehustle$/);
  const search = page.getByRole('searchbox', { name: 'Search this path' });
  await search.fill('course');
  await expect(page.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/^\d+ of \d+ links match “course”$/);
  await expect(page.getByRole('region', { name: 'Quick tool picks' }).getByRole('link')).toHaveText([/Teachable/]);
  await search.fill('zzz');
  await expect(page.getByText(/Nothing on this path matches/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to all paths' }).click();
  await expect(page).toHaveURL(/\/guide#paths$/);
  await expect(page.getByRole('link', { name: /Become an AI Expert/ })).toBeVisible();
  await page.getByRole('link', { name: /Become an AI Expert/ }).click();
  await page.getByRole('link', { name: 'Explore a Different Path' }).click();
  await expect(page.getByRole('link', { name: /Automate My Work/ })).toBeVisible();
});
