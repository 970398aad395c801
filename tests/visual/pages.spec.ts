import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// One screenshot per kind of page, at a phone and a desktop width: a change that alters one fails
// here until someone has looked at it and updated the baseline (tests/visual/__screenshots__/).
const UPDATE_HINT =
  'the page looks different from its baseline. If the change is intended, run `npm run test:visual -- --update` and commit the PNGs it writes';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
// Nothing on the site shows a date relative to now today; a fixed clock keeps it so if one appears.
const CLOCK = new Date('2026-11-20T10:00:00Z');
const ARTICLE = '/blog/ai-tools-replace-assistant';

/** Opens a page once its remotes have loaded (no skeleton left). */
async function open(page: Page, url: string) {
  await page.clock.setFixedTime(CLOCK);
  await page.goto(url);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(`${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const [name, url] of [
      ['home', '/'],
      ['blog', '/blog'],
      ['article-top', ARTICLE],
      ['tools', '/tools'],
      ['tool-page', '/tools/chatgpt'],
      ['guide-path', '/guide#automate'],
      ['not-found', '/no-such-page'],
    ] as const) {
      test(`${name} (${url})`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(/the server responded with a status of 404/);
        await open(page, url);
        await expect(page, UPDATE_HINT).toHaveScreenshot(`${name}-${size.name}.png`);
      });
    }

    test('an article tool card with its Visit button', async ({ page }) => {
      await open(page, ARTICLE);
      const card = page.locator('section[id^="tool-"]').first();
      // Centred, so the sticky header does not lie over it.
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(card, UPDATE_HINT).toHaveScreenshot(`article-tool-card-${size.name}.png`);
    });

    test("a tool's plans and prices with its watch form, and its price history", async ({ page }) => {
      await open(page, '/tools/claude');
      const pricing = page.getByRole('region', { name: 'Plans and prices' });
      await pricing.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(pricing, UPDATE_HINT).toHaveScreenshot(`tool-pricing-watch-${size.name}.png`);
      const history = page.getByRole('region', { name: 'Price history' });
      await history.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(history, UPDATE_HINT).toHaveScreenshot(`tool-price-history-${size.name}.png`);
    });

    test('a quiz question, then its results', async ({ page }) => {
      await open(page, '/quizzes#creator-archetype');
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      await expect(page, UPDATE_HINT).toHaveScreenshot(`quiz-question-${size.name}.png`);
      for (let question = 1; question <= 5; question++) {
        await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
        await page.getByRole('group').getByRole('button').first().click();
      }
      await expect(page.getByRole('heading', { name: 'Your top 3 tools' })).toBeFocused();
      await expect(page, UPDATE_HINT).toHaveScreenshot(`quiz-results-${size.name}.png`);
    });
  });
}
