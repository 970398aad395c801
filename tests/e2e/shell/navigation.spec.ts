import { ARTICLES } from '../../support/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { hydratedIsland } from '../../support/islands';

/** The first article the blog's index lists. */
const FIRST_ARTICLE = ARTICLES[0]!;

const DEEP_LINKS = [
  { path: '/blog', title: 'Blog | Toolverse', h1: 'Choose your mission' },
  {
    path: '/blog/jasper-vs-copy-ai-review',
    title: 'Jasper vs Copy.ai: A No-Nonsense Comparison | Toolverse',
    h1: 'Jasper vs Copy.ai',
  },
  { path: '/tools', title: 'Explore the AI Tool Universe | Toolverse', h1: 'Explore the AI Tool Universe' },
  { path: '/tools/trending', title: 'Trending now: AI tools | Toolverse', h1: 'Explore the AI Tool Universe' },
  { path: '/tools?category=video', title: 'Video AI tools | Toolverse', h1: 'Explore the AI Tool Universe' },
  { path: '/quizzes', title: 'AI Tool Quizzes | Toolverse', h1: 'Find your perfect AI tools' },
  { path: '/guide', title: 'Your AI Tools Guide | Toolverse', h1: 'Where do you want AI to take you?' },
  { path: '/', title: 'AI Tools for Creators | Toolverse', h1: 'Not Your Ordinary Blog.' },
  { path: '/about', title: 'About Toolverse and how we review | Toolverse', h1: 'About Toolverse and how we review' },
  { path: '/privacy', title: 'Privacy | Toolverse', h1: 'Privacy' },
  { path: '/terms', title: 'Terms | Toolverse', h1: 'Terms' },
];

for (const { path, title, h1 } of DEEP_LINKS) {
  test(`deep link ${path} renders in the shell frame`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Toolverse home' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  });
}

test('links cross all four remotes as documents, each a page of its own with the same header', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const documents: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(new URL(frame.url()).pathname));

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your mission');
  await page.getByRole('main').getByRole('link', { name: FIRST_ARTICLE.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${FIRST_ARTICLE.slug}$`));

  await nav.getByRole('link', { name: 'Top Tool' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the AI Tool Universe');

  await nav.getByRole('link', { name: 'Quizzes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfect AI tools');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where do you want AI to take you?');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Toolverse home' })).toBeVisible();

  expect(documents).toEqual(['/blog', `/blog/${FIRST_ARTICLE.slug}`, '/tools', '/quizzes', '/guide']);
});

test('hooks work in every remote: one React is shared by the shell and all remotes', async ({ page }) => {
  // Blog: search params and navigation hooks.
  await page.goto('/blog');
  await page.getByRole('link', { name: 'View All Tool Battles articles' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool Battles');
  await page.getByRole('link', { name: 'View All Categories' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your mission');

  // Tools: the shell's newsletter form (shell hooks) rendered inside the remote's tree.
  await page.getByRole('link', { name: 'Top Tool' }).click();
  await page.getByRole('link', { name: 'Automate my work' }).click();
  await expect(page.getByRole('link', { name: 'Automate my work' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('combobox', { name: 'I am a...' }).selectOption('freelancers');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ tools$/ })).not.toHaveText(/^Showing 0 tools$/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();

  // Quizzes and guide: the section the location hash names, then the path's search island.
  await page.goto('/quizzes');
  await page.getByRole('link', { name: 'Start quiz: Which AI Tools Fit Your Side Hustle?' }).click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Which AI Tools Fit Your Side Hustle?');
  await page.goto('/guide');
  await page.getByRole('link', { name: /Create Better Content/ }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('Create Better Content');
  await page.getByRole('searchbox', { name: 'Search this path' }).fill('video');
  await expect(page.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/links match “video”$/);
  await page.getByRole('link', { name: 'Explore a Different Path' }).click();
  await expect(page.getByRole('link', { name: /Become an AI Expert/ })).toBeVisible();

  const reacts = await page.evaluate(() => {
    const share = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }
    ).__FEDERATION__?.__SHARE__;
    const versions = new Set<string>();
    for (const scopes of Object.values(share ?? {}))
      for (const [name, byVersion] of Object.entries(scopes.default ?? {})) {
        if (name === 'react')
          for (const [version, entry] of Object.entries(byVersion)) if ((entry as { loaded?: boolean }).loaded) versions.add(version);
      }
    return [...versions];
  });
  expect(reacts).toHaveLength(1);
});

test('a toast raised in a remote shows in the shell viewport', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Feeling Lucky' }).click();
  const viewport = page.getByRole('region', { name: /Notification/ });
  await expect(viewport.getByText('Feeling lucky!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test('each page opens at the top', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your mission');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a reader who scrolls an article before its code runs stays where they scrolled, and the reading progress is right at once', async ({
  page,
}) => {
  // The blog's code is held back until the reader has scrolled the article.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_remotes/blog/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blog/ai-dopamine-productivity', { waitUntil: 'domcontentloaded' });
  const progress = page.getByRole('progressbar', { name: 'Reading progress' });
  await page.evaluate(() => window.scrollTo(0, 2000));
  release();
  await page.locator(hydratedIsland('blog/ArticleMotion')).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Not thrown back to the top. (Blocks laid out at an estimated height until first shown get their
  // real one as they render, and the offset moves with them: 2000 became 1716 on this article.)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // No further scroll: the bar shows where the reader is.
  const expected = await page.evaluate(() =>
    Math.round((window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)) * 100),
  );
  expect(expected).toBeGreaterThan(0);
  await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
});

/**
 * What the reader sees just below the fixed header, in the reading column: the block there and the
 * height it stands at, once the page has stopped moving (blocks render as they near the screen).
 */
async function inView(page: Page): Promise<{ block: string; top: number }> {
  const look = () =>
    page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom;
      const main = document.querySelector('main')!.getBoundingClientRect();
      const column = main.left + main.width / 2;
      // The first block below the header that is not a container of many (the gaps between blocks
      // belong to their container, whose top says nothing of where the words inside it are).
      let block = document.documentElement as Element;
      for (let y = header + 8; y < header + 400; y += 4) {
        const hit = document.elementFromPoint(column, y);
        if (hit && hit.getBoundingClientRect().height < 300) {
          block = hit;
          break;
        }
      }
      return { block: `${block.localName} "${block.textContent!.trim().slice(0, 60)}"`, top: block.getBoundingClientRect().top };
    });
  let seen = await look();
  await expect.poll(async () => JSON.stringify(seen) === JSON.stringify((seen = await look()))).toBe(true);
  return seen;
}

/**
 * The same words, at the same height. Scroll offsets are whole pixels, and scroll anchoring rounds
 * each correction it makes as the blocks around render: up to a pixel per return, which a reader
 * cannot see (a block estimated rather than measured puts them 15 px to hundreds of pixels off).
 */
async function expectInView(page: Page, reading: { block: string; top: number }): Promise<void> {
  const seen = await inView(page);
  expect(seen.block).toBe(reading.block);
  expect(Math.abs(seen.top - reading.top)).toBeLessThanOrEqual(3);
}

test('Back returns the reader to where they left the page', async ({ page }) => {
  await page.goto('/blog');
  await page.evaluate(() => window.scrollTo(0, 1200));
  const reading = await inView(page);
  await page.getByRole('banner').getByRole('link', { name: 'Quizzes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfect AI tools');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your mission');
  await expectInView(page, reading);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfect AI tools');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone, Back and reload return to the paragraph being read in the middle of a long article', async ({ page }) => {
  // The blocks above it were rendered at their real heights while read; a page loaded again has
  // estimates there until they render, so the same scroll offset would show other words.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/blog/ai-tools-replace-assistant');
  for (let y = 0; y <= 5000; y += 800) await page.evaluate((to) => window.scrollTo(0, to), y);
  const reading = await inView(page);
  expect(reading.block).not.toMatch(/^html /);
  await page.getByRole('banner').getByRole('link', { name: 'Toolverse home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Your Ordinary Blog.');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('10 AI Tools That Can Replace a Full-Time Assistant');
  await expectInView(page, reading);
  await page.reload();
  await expectInView(page, reading);
});

test('the footer leads to About Toolverse and how we review', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Toolverse and how we review');
  await expect(page.getByRole('heading', { name: 'Links to tools and affiliate policy' })).toBeVisible();
});
