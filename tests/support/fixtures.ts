import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught exception it did not expect: "no console
 * errors" is part of what each test checks. A test that provokes an error lists it with
 * `allowConsoleErrors(/pattern/)`.
 */
export const test = base.extend<{ allowConsoleErrors: (...patterns: RegExp[]) => void; consoleErrors: string[] }>({
  // A prerendered page is readable at once but interactive only once hydrated (the shell marks
  // <html data-hydrated>): every navigation waits for that, as a reader's first click would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((...patterns) => allowed.push(...patterns));
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
