import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';
import { startSite, type RunningSite } from '../../support/site';
import { linkTo, startMailbox, type TestMailbox } from '../../support/smtp';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = TEST_PORT_BASE + 400;
const { NEWSLETTER_DB } = sitePorts(BASE);

// The whole double opt-in as a reader lives it: the site's own service, sending its mail
// to a real SMTP server (in this process), the links followed in the browser. One site for the file,
// so its tests run in one worker.
test.describe.configure({ mode: 'serial' });
let mailbox: TestMailbox;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await startMailbox();
  rmSync(path.join(ROOT, NEWSLETTER_DB), { force: true });
  site = await startSite(BASE, [], { NEWSLETTER_SMTP_URL: mailbox.url });
});

test.afterAll(async () => {
  await site?.stop();
  await mailbox?.close();
});

/** The operator's view of one address: its export row. */
function exportRow(address: string): string | undefined {
  const csv = execFileSync('node', ['service/dist/cli.js', 'export', '--csv'], {
    cwd: ROOT,
    env: { ...process.env, NEWSLETTER_DB },
    encoding: 'utf8',
  });
  return csv.split('\r\n').find((line) => line.startsWith(`${address},`));
}

test('sign up in the footer, confirm from the mail, then unsubscribe from it', async ({ page }) => {
  test.setTimeout(60_000);
  const address = `optin-${Date.now()}@example.com`;
  await page.goto(`${site.url}/`);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').first()).toHaveText('Email submitted successfully!');
  expect(exportRow(address)).toMatch(new RegExp(`^${address.replace(/\./g, '\\.')},footer,[^,]+,pending,`));

  await expect.poll(() => mailbox.to(address).length, { timeout: 15_000 }).toBe(1);
  const mail = mailbox.to(address)[0]!;
  expect(mail.subject).toBe('Confirm your Toolverse newsletter subscription');
  const unsubscribeLink = linkTo(mail, '/newsletter/unsubscribe');
  // The headers as sent (mailparser folds List-* into one structured value).
  const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toBe(`<${unsubscribeLink}>`);

  // Opening the link changes nothing (mail scanners open links): its page has the one button that confirms.
  await page.goto(linkTo(mail, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  expect(exportRow(address)).toMatch(/,pending,/);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(`${site.url}/newsletter/confirmed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  await expect(page).toHaveTitle(/Subscription confirmed/);
  expect(exportRow(address)).toMatch(/,confirmed,[^,]+,\d{4}-[^,]+,$/);

  await page.goto(unsubscribeLink);
  expect(exportRow(address)).toMatch(/,confirmed,/);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(`${site.url}/newsletter/unsubscribed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect(exportRow(address)).toMatch(/,unsubscribed,[^,]+,\d{4}-[^,]+,\d{4}-[^,]+$/);
});

test('a confirmation link that was tampered with lands on the invalid-link page', async ({ page }) => {
  const link = new URL(`http://localhost:${BASE + 5}/newsletter/confirm`);
  link.searchParams.set('token', 'c.00000000-0000-4000-8000-000000000000.1700000000000.forged');
  await page.goto(link.href);
  await expect(page).toHaveURL(`${site.url}/newsletter/link-invalid`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  // The footer's form is right there to sign up again.
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
});
