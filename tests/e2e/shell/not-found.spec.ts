import { expect, test } from '../../support/fixtures';

for (const path of ['/this-page-does-not-exist', '/blog/not-a-real-article', '/tools/teleporters/x']) {
  test(`unknown path ${path} shows the not-found page`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool not found in this dimension');
    await expect(page.getByRole('main').getByText(path, { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    for (const href of ['/', '/guide', '/blog', '/tools', '/quizzes']) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    expect(warnings).toContain(`404: no page at ${path}`);
  });
}

test('an alias slug lands on its article', async ({ page }) => {
  await page.goto('/blog/ai-seo-tools');
  await expect(page).toHaveURL(/\/blog\/ai-seo-tools-hack-google$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('7 AI SEO Tools That Hack Google (Legally)');
});
