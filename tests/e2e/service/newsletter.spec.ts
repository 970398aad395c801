import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { MAIN_SITE_PORT, sitePorts } from '../../support/ports';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const ENDPOINT = '**/wp/wp-json/custom/v1/insert-email?source=*';

function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  return { input: footer.getByLabel('Email address'), submit: footer.getByRole('button', { name: 'Subscribe' }), footer };
}

test('an invalid address is refused without a request', async ({ page }) => {
  let calls = 0;
  await page.route(ENDPOINT, (route) => {
    calls++;
    return route.fulfill({ json: {} });
  });
  await page.goto('/');
  const { input, submit, footer } = footerForm(page);
  await input.fill('not an email@x');
  await submit.click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(input).toHaveValue('');
  expect(calls).toBe(0);
});

test('a valid address is posted as JSON and confirmed', async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route(ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON());
    expect(route.request().headers()['content-type']).toBe('application/json');
    await route.fulfill({ status: 200, json: { message: 'ok' } });
  });
  await page.goto('/blog');
  const { input, submit, footer } = footerForm(page);
  await input.fill('reader@example.com');
  await submit.click();
  await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Email submitted successfully!', { exact: true }),
  ).toBeVisible();
  await expect(input).toHaveValue('');
  expect(bodies).toEqual([{ email: 'reader@example.com' }]);
});

test("a server error shows the server's message", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, json: { message: 'Sign-ups are paused for maintenance.' } }));
  await page.goto('/');
  const { input, submit, footer } = footerForm(page);
  await input.fill('reader@example.com');
  await submit.click();
  await expect(footer.getByRole('alert')).toHaveText('Sign-ups are paused for maintenance.');
  await expect(input).toHaveValue('');
});

test("a network failure says 'An error occurred.'", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Newsletter sign-up failed/, /Failed to load resource/);
  await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const { input, submit, footer } = footerForm(page);
  await input.fill('reader@example.com');
  await submit.click();
  await expect(footer.getByRole('alert')).toHaveText('An error occurred.');
});

test('the tools page hosts the same form through the shared contract', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, json: {} }));
  await page.goto('/tools');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill('maker@example.com');
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Email submitted successfully!' })).toBeVisible();
});

test('a footer sign-up is stored by the service and shows in the operator export', async ({ page }) => {
  const { NEWSLETTER_PORT, NEWSLETTER_DB } = sitePorts(MAIN_SITE_PORT);
  await expect
    .poll(async () => (await page.request.get(`http://localhost:${NEWSLETTER_PORT}/health`).catch(() => null))?.status())
    .toBe(200);
  const address = `reader-${Date.now()}@example.com`;
  await page.goto('/guide');
  const { input, submit, footer } = footerForm(page);
  await input.fill(address.toUpperCase());
  await submit.click();
  await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');

  const csv = execFileSync('node', ['service/dist/cli.js', 'export', '--csv'], {
    cwd: ROOT,
    env: { ...process.env, NEWSLETTER_DB },
    encoding: 'utf8',
  });
  const row = csv.split('\n').find((line) => line.startsWith(`${address},`));
  expect(row, csv.slice(0, 500)).toMatch(new RegExp(`^${address.replace(/[.]/g, '\\.')},footer,\\d{4}-\\d\\d-\\d\\dT`));

  // The same address again answers exactly the same, and is still one row.
  await input.fill(address);
  await submit.click();
  await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');
  const again = execFileSync('node', ['service/dist/cli.js', 'export', '--csv'], {
    cwd: ROOT,
    env: { ...process.env, NEWSLETTER_DB },
    encoding: 'utf8',
  });
  expect(again.split('\n').filter((line) => line.startsWith(`${address},`))).toHaveLength(1);
});
