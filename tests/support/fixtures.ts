import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught exception it did not expect: "no console
 * errors" is part of what each test checks. A test that provokes an error lists it with
 * `allowConsoleErrors(/pattern/)`.
 */
export const test = base.extend<{ allowConsoleErrors: (...patterns: RegExp[]) => void; consoleErrors: string[] }>({
  // No waiting for the page to come alive: a page is HTML a reader can use at once, and a click on
  // an island whose code has not arrived is held and replayed (shell/src/islands/). Tests click as
  // soon as the page is there, as a reader would.
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
