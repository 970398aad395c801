import { expect, test } from '../../support/fixtures';
import { TEST_PORT_BASE } from '../../support/ports';
import { REMOTE_ISLANDS, unreachable } from '../../support/remote-islands';
import { startNginxSite, startSite, type RunningSite } from '../../support/site';

const REMOTES = [
  { remote: 'blog', label: 'The blog', other: '/tools' },
  { remote: 'tools', label: 'The Arsenal', other: '/blog' },
  { remote: 'quizzes', label: 'The quizzes', other: '/guide' },
  { remote: 'guide', label: 'The guide', other: '/quizzes' },
] as const;

REMOTES.forEach(({ remote, label, other }, index) => {
  const island = REMOTE_ISLANDS[remote];
  test.describe(`with the ${remote} remote down`, () => {
    let site: RunningSite;
    test.beforeAll(async ({}, testInfo) => {
      // A site of its own, prerendered first: longer than a hook's default on a busy machine.
      test.setTimeout(180_000);
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

    test('its pages stay readable, its island shows a notice with Retry, the rest of the site works, and Retry recovers', async ({
      page,
      allowConsoleErrors,
    }) => {
      // Starting the remote's server again (tsx compiles it) takes seconds on a busy machine.
      test.setTimeout(60_000);
      // The site's one error for the island, and the browser's own lines about the remote's files:
      // the Node shell answers them 503 in plain text, nginx 404, neither a script or stylesheet.
      allowConsoleErrors(
        new RegExp(`Remote "${remote}"`),
        /Failed to load resource/,
        /ERR_CONNECTION_REFUSED/,
        new RegExp(`Refused to (apply style|execute script) from '[^']*/_remotes/${remote}/`),
      );
      await page.route('**/wp/wp-json/custom/v1/insert-email', (route) => route.fulfill({ status: 200, json: {} }));

      // The page is the server's HTML: there to read at once, with its styles.
      await page.goto(site.url + island.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(island.h1);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      // The reader's touch asks for the island's code, which cannot come: a notice, in place.
      await island.act(page);
      const notice = unreachable(page, label);
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(island.h1);

      // Search and the newsletter keep working on the page.
      await page.getByRole('button', { name: 'Search articles' }).click();
      await page.getByPlaceholder('Search blog titles...').fill('logo');
      await expect(page.getByRole('list', { name: 'Matching articles' }).getByRole('link')).toHaveCount(1);
      await page.keyboard.press('Escape');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill('still@works.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');

      // Another remote's page still works.
      await page.goto(site.url + other);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

      // When the remote comes back, Retry loads its island without a reload.
      await page.goto(site.url + island.path);
      await island.act(page);
      await expect(notice).toBeVisible({ timeout: 15_000 });
      const stopRemote = await site.startRemote(remote);
      try {
        await notice.getByRole('button', { name: 'Retry' }).click();
        await expect(notice).toBeHidden({ timeout: 15_000 });
        await island.act(page);
        await island.worked(page);
      } finally {
        await stopRemote();
      }
    });
  });
});
