import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cheapestText, sourceText } from '../../../shared-content/src/domain/plans/words.ts';
import { plansOf, toolById } from '../../support/content';
import { expect, test } from '../../support/fixtures';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';
import { startSite, type RunningSite } from '../../support/site';
import { linkTo, startMailbox, type TestMailbox } from '../../support/smtp';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = TEST_PORT_BASE + 450;
const PORTS = sitePorts(BASE);
/** The facts the site publishes about each tool, which watch mails compare (the service's WATCH_FACTS_FILE). */
const SITE_FACTS = path.join(ROOT, 'shared-content/src/content/generated/tool-facts.json');

// Watching a tool as a reader lives it, on the site npm start runs: the form on the tool's page (no
// script needed), the confirmation mail through a real SMTP server in this process, a change of the
// published facts, notify-changes as the operator runs it, one mail, then unsubscribing from it.
test.describe.configure({ mode: 'serial' });
let mailbox: TestMailbox;
let site: RunningSite;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await startMailbox();
  rmSync(PORTS.NEWSLETTER_DB, { force: true });
  dir = mkdtempSync(path.join(tmpdir(), 'watch-e2e-'));
  site = await startSite(BASE, [], { NEWSLETTER_SMTP_URL: mailbox.url });
});

test.afterAll(async () => {
  await site?.stop();
  await mailbox?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const mailsTo = (address: string) => mailbox.to(address);

const jasper = plansOf(toolById('jasper')).cheapest!;

/** Jasper's cheapest paid plan as a new reading would give it, every figure `by` dollars a month dearer, in the page's words. */
function jasperPriceRaised(by: number): string {
  const up = (amount: number | undefined, months = 1) => (amount === undefined ? undefined : amount + by * months);
  const { plan } = jasper;
  const raised = {
    ...plan,
    monthly: up(plan.monthly),
    yearly: up(plan.yearly),
    annual: up(plan.annual, 12),
    unstated: up(plan.unstated),
    once: up(plan.once),
  };
  return cheapestText({ cheapest: { plan: raised, source: jasper.source } })!;
}

/** The site's published facts with Jasper's price raised, as the next build after a new reading would publish them. */
function factsWithJasperRaised(by: number): string {
  const facts = JSON.parse(readFileSync(SITE_FACTS, 'utf8')) as Record<string, { price: string }>;
  facts.jasper!.price = jasperPriceRaised(by);
  const file = path.join(dir, `tool-facts-${by}.json`);
  writeFileSync(file, JSON.stringify(facts));
  return file;
}

/**
 * The newsletter's command line, as the operator runs it. Run without blocking: the SMTP server
 * notify-changes sends to lives in this process.
 */
async function newsletterCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['service/dist/cli.js', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEWSLETTER_DB: PORTS.NEWSLETTER_DB,
      NEWSLETTER_SMTP_URL: mailbox.url,
      NEWSLETTER_SITE_URL: site.url,
      NEWSLETTER_PUBLIC_URL: `http://localhost:${PORTS.NEWSLETTER_PORT}`,
    },
    encoding: 'utf8',
  });
  return stdout;
}

/** notify-changes, as the operator runs it after a publish. */
// The SMTP server is this test's own mail catcher on this machine, and the links are this machine's.
const notifyChanges = (facts: string) => newsletterCli('notify-changes', '--facts', facts, '--local-links');

test('watch a tool from its page, confirm from the mail, get one mail when its price changes, then stop', async ({ page }) => {
  test.setTimeout(90_000);
  const address = `watcher-${Date.now()}@example.com`;
  await page.goto(`${site.url}/tools/jasper`);
  const form = page.getByRole('textbox', { name: /^Watch Jasper: one mail when/ });
  await form.fill(address);
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/watch/sent`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');

  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(1);
  const confirmation = mailsTo(address)[0]!;
  expect(confirmation.subject).toBe('Confirm: watch Jasper on Toolverse');
  // Opening the link changes nothing (mail scanners open links): its page has the one button that confirms.
  await page.goto(linkTo(confirmation, '/watch/confirm'));
  await page.getByRole('button', { name: 'Confirm: watch Jasper' }).click();
  await expect(page).toHaveURL(`${site.url}/watch/confirmed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are watching this tool');

  // The site publishes a new price for Jasper; the operator runs notify-changes.
  expect(await notifyChanges(factsWithJasperRaised(10))).toMatch(/^1 change\(s\) in 1 tool\(s\); 1 mail\(s\) queued/);
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(2);
  const change = mailsTo(address)[1]!;
  expect(change.subject).toBe('Jasper changed: price, plan or owner');
  // In the words of the tool's page: the cheapest paid plan before and after, then where the figure comes from.
  expect(change.text).toContain(`Price: ${cheapestText({ cheapest: jasper })} -> ${jasperPriceRaised(10)}`);
  expect(change.text).toContain(`Source: ${sourceText(jasper.source)}: ${jasper.source.url}`);
  expect(change.text).toContain(`${site.url}/tools/jasper`);
  // The body links the manage page; the one-click stop is for the mail client only (List-Unsubscribe).
  expect(change.text).not.toContain('/watch/unsubscribe');
  const header = (name: string) => change.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const unsubscribe = header('list-unsubscribe')?.replace(/^<|>$/g, '') ?? '';
  expect(new URL(unsubscribe).pathname).toBe('/watch/unsubscribe');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // A second run has nothing new to say.
  expect(await notifyChanges(factsWithJasperRaised(10))).toMatch(/0 mail\(s\) queued/);

  // The manage page lists the watch; the mail app's one-click unsubscribe stops it.
  await page.goto(linkTo(change, '/watch/manage'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The tools you watch');
  await expect(page.getByRole('link', { name: 'Jasper' })).toHaveAttribute('href', `${site.url}/tools/jasper`);
  const oneClick = await page.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  // Stopping all revoked the links of the mails written before it.
  await page.reload();
  await expect(page).toHaveURL(`${site.url}/newsletter/link-invalid`);

  // Another change: nothing for a reader who stopped watching.
  expect(await notifyChanges(factsWithJasperRaised(20))).toMatch(/^1 change\(s\) in 1 tool\(s\); 0 mail\(s\) queued/);
  // No watch mail is still to come (the operator's report counts what is queued or retrying), and none came.
  await expect.poll(async () => /^Watch mail queued or retrying: (\d+)$/m.exec(await newsletterCli('watches'))?.[1]).toBe('0');
  expect(mailsTo(address)).toHaveLength(2);
});

test('the form works with no script, and a mistyped address lands on the page that says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/tools/canva`);
    const input = page.getByRole('textbox', { name: /^Watch Canva: one mail when/ });
    // The browser's own check wants an @; a typed address it lets through but the service refuses.
    await input.fill('reader@example');
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/watch/problem`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not take that request');
    await page.goto(`${site.url}/tools/canva`);
    const address = `noscript-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: /^Watch Canva: one mail when/ }).fill(address);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/watch/sent`);
    await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(1);
  } finally {
    await context.close();
  }
});
