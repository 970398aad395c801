import { expect, test } from '../support/fixtures';

for (const path of ['/this-page-does-not-exist', '/blog/not-a-real-article', '/tools/teleporters/x']) {
  test(`unknown path ${path} shows the not-found page`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool not found in this dimension');
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('7 AI SEO Tools That Hack Google (Legally) in 2025');
});
