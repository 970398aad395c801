import { expect, test } from '../support/fixtures';
import { TEST_PORT_BASE } from '../support/ports';
import { startNginxSite, startSite, type RunningSite } from '../support/site';

const REMOTES = [
  { remote: 'blog', path: '/blog', region: 'The blog', h1: 'Choose your mission', other: '/tools' },
  { remote: 'tools', path: '/tools', region: 'The Arsenal', h1: 'Explore the AI Tool Universe', other: '/blog' },
  { remote: 'quizzes', path: '/quizzes', region: 'The quizzes', h1: 'Find your perfect AI tools', other: '/guide' },
  { remote: 'guide', path: '/guide', region: 'The guide', h1: 'Where do you want AI to take you?', other: '/quizzes' },
];

REMOTES.forEach(({ remote, path, region, h1, other }, index) => {
  test.describe(`with the ${remote} remote down`, () => {
    let site: RunningSite;
    test.beforeAll(async ({}, testInfo) => {
      // A site of its own, prerendered first: longer than a hook's default on a busy machine.
      test.setTimeout(90_000);
      if (testInfo.project.name === 'nginx') {
        // Behind nginx every remote is the same generated location; one stands for all four.
        test.skip(remote !== 'tools', 'behind nginx the tools remote stands for all');
        site = await startNginxSite(TEST_PORT_BASE + 60, [remote]);
      } else {
        site = await startSite(TEST_PORT_BASE + 100 + index * 10, [remote]);
      }
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('its region falls back with Retry, the rest of the site works, and Retry recovers', async ({ page, allowConsoleErrors }) => {
      // Starting the remote's server again (tsx compiles it) takes seconds on a busy machine.
      test.setTimeout(60_000);
      // The site's one error for the region, and the browser's own lines about the remote's files:
      // the Node shell answers them 503 in plain text, nginx 404, neither a script or stylesheet.
      allowConsoleErrors(
        new RegExp(`Remote "${remote}"`),
        /Failed to load resource/,
        /ERR_CONNECTION_REFUSED/,
        new RegExp(`Refused to (apply style|execute script) from '[^']*/_remotes/${remote}/`),
      );
      await page.route('**/wp/wp-json/custom/v1/insert-email', (route) => route.fulfill({ status: 200, json: {} }));

      const started = Date.now();
      await page.goto(site.url + path);
      await expect(page.getByRole('heading', { name: `${region} can't be reached right now` })).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

      // Search and the newsletter keep working on the broken page.
      await page.getByRole('button', { name: 'Search articles' }).click();
      await page.getByPlaceholder('Search blog titles...').fill('logo');
      await expect(page.getByRole('list', { name: 'Matching articles' }).getByRole('link')).toHaveCount(1);
      await page.keyboard.press('Escape');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill('still@works.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');

      // Another remote's route still renders.
      await page.goto(site.url + other);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

      // When the remote comes back, Retry loads it without a reload.
      await page.goto(site.url + path);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 5_000 });
      const stopRemote = await site.startRemote(remote);
      try {
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      } finally {
        await stopRemote();
      }
    });
  });
});
