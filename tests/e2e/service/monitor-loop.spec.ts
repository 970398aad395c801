import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { asOfLabel, cheapestText } from '../../../shared-content/src/domain/plans/words.ts';
import type { PlanFigure } from '../../../service/src/monitor/types.ts';
import { startVendorWeb, type VendorWeb } from '../../../service/test/monitor/vendor-web/server.ts';
import { copyCheckout, type CheckoutCopy } from '../../support/checkout-copy';
import { plansOf, toolById } from '../../support/content';
import { expect, test } from '../../support/fixtures';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';
import { startSite, type RunningSite } from '../../support/site';
import { linkTo, startMailbox, type TestMailbox } from '../../support/smtp';

// The price monitor's whole loop, as an operator, an editor and a reader live it, on a copy of the
// built checkout (the real one serves the other tests meanwhile): a vendor's page raises a price; the
// monitor run proposes it; an editor accepts it in /operator; a deploy's builds; the tool page shows
// the new reading and its history; the tool's watcher gets exactly one mail.

const BASE = TEST_PORT_BASE + 470;
const PORTS = sitePorts(BASE);
const SERVICE_URL = `http://localhost:${PORTS.NEWSLETTER_PORT}`;
const TOKEN = 'operator-token-of-the-monitor-loop-test-0123456789';
/** A tool whose cheapest paid plan is billed month by month alone, so the raise is one figure. */
const TOOL = 'opus-clip';
/** The vendor's new price is this many dollars a month dearer. */
const RAISE = 10;

interface MonitorSources {
  sources: { kind: string; tool: string; url?: string }[];
  records: Record<string, { name: string; plans: PlanFigure[]; owner: string | null }>;
}

const run = promisify(execFile);
const today = () => new Date().toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial', timeout: 600_000 });
let copy: CheckoutCopy;
let web: VendorWeb;
let mailbox: TestMailbox;
let site: RunningSite | undefined;
let env: NodeJS.ProcessEnv;

/** A line on the run's output and in the report. */
function say(type: string, line: string): void {
  test.info().annotations.push({ type, description: line });
  process.stdout.write(`monitor loop: ${line}\n`);
}

/** A step, timed: the builds and prerenders take minutes on a loaded machine, and the output says where. */
async function timed<T>(name: string, body: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await test.step(name, body);
  } finally {
    say('step', `${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
}

/**
 * A command in the copy, as the operator runs it; its output is shown when it fails. Run without
 * blocking: the vendor web and the SMTP server answer from this process.
 */
async function inCopy(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd: copy.dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} exited ${failed.code}:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

const cli = (...args: string[]) => inCopy('node', ['service/dist/cli.js', ...args]);
const copyJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(copy.dir, file), 'utf8')) as T;
const startCopySite = () =>
  startSite(BASE, [], { NEWSLETTER_SMTP_URL: mailbox.url, OPERATOR_TOKEN: TOKEN, NEWSLETTER_DB: env.NEWSLETTER_DB! }, copy.dir);

test.beforeAll(async () => {
  copy = await timed('copy the checkout', async () => copyCheckout());
  // The service's database lives in the copy, and goes with it.
  mkdirSync(path.join(copy.dir, '.runtime'), { recursive: true });
  mailbox = await startMailbox();
  env = {
    ...process.env,
    NEWSLETTER_DB: path.join(copy.dir, '.runtime', 'monitor-loop.sqlite'),
    NEWSLETTER_SMTP_URL: mailbox.url,
    NEWSLETTER_SITE_URL: PORTS.SITE_URL,
    NEWSLETTER_PUBLIC_URL: SERVICE_URL,
  };
});

test.afterAll(async () => {
  await site?.stop();
  await web?.close();
  await mailbox?.close();
  copy?.remove();
});

test("a vendor's new price: proposed, accepted in /operator, built, shown with its history, mailed once to the watcher", async ({
  page,
}) => {
  const monitorSources = copyJson<MonitorSources>('shared-content/src/content/generated/monitor-sources.json');
  const record = monitorSources.records[TOOL]!;
  const pricing = new URL(monitorSources.sources.find((source) => source.tool === TOOL && source.kind === 'page')!.url!);
  const before = plansOf(toolById(TOOL)).cheapest!;
  const { plan } = before;
  expect(
    [plan.monthly, plan.yearly, plan.annual, plan.unstated, plan.once, plan.perSeat],
    `${TOOL}'s cheapest paid plan is billed month by month alone: pick another tool if its record changed`,
  ).toEqual([expect.any(Number), undefined, undefined, undefined, undefined, undefined]);
  const oldMonthly = plan.monthly!;
  const newMonthly = oldMonthly + RAISE;
  const raised = { cheapest: { plan: { ...plan, monthly: newMonthly }, source: before.source } };
  const vendorPlans = record.plans.map((figure) => (figure.name === plan.name ? { ...figure, monthly: newMonthly } : figure));

  // 1. The vendor's page: every plan of the record, the cheapest paid one dearer.
  web = await startVendorWeb([
    {
      host: pricing.hostname,
      toolId: TOOL,
      name: record.name,
      owner: record.owner ?? record.name,
      shape: 'json-ld',
      path: pricing.pathname,
      plans: vendorPlans,
    },
  ]);

  // 2. The copy's site, with the operator page.
  site = await timed('prerender and start the site', startCopySite);

  // 3. A reader watches the tool from its page and confirms from the mail.
  const address = `monitor-watcher-${Date.now()}@example.com`;
  await timed('watch the tool', async () => {
    await page.goto(`${site!.url}/tools/${TOOL}`);
    await page.getByRole('textbox', { name: new RegExp(`^Watch ${record.name}: one mail when`) }).fill(address);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page).toHaveURL(`${site!.url}/watch/sent`);
    await expect.poll(() => mailbox.to(address).length, { timeout: 15_000 }).toBe(1);
    await page.goto(linkTo(mailbox.to(address)[0]!, '/watch/confirm'));
    await page.getByRole('button', { name: `Confirm: watch ${record.name}` }).click();
    await expect(page).toHaveURL(`${site!.url}/watch/confirmed`);
  });

  // 4. The operator runs the monitor for the tool, its vendor's host answered by the vendor web.
  await timed('monitor run', async () => {
    env.MONITOR_RESOLVE = [...web.resolve].map(([host, address]) => `${host}=${address}`).join(',');
    env.MONITOR_HOST_GAP_MS = '0';
    const output = await cli('monitor', 'run', '--tool', TOOL);
    expect(output).toMatch(/: 1 read, 0 unchanged \(304\), 0 could not be read, 1 new proposal\(s\)/);
  });

  // 5. The editor sees the proposal in /operator and accepts it.
  const money = (amount: number) => `$${amount} a month, billed monthly`;
  const id = await timed('accept in /operator', async () => {
    await page.goto(`${SERVICE_URL}/operator`);
    await page.getByLabel('Operator token (OPERATOR_TOKEN)').fill(TOKEN);
    await page.getByRole('button', { name: 'Show the counts' }).click();
    await expect(page.getByRole('heading', { name: 'Proposals waiting for a decision (1)' })).toBeVisible();
    const proposal = page.getByRole('article');
    await expect(proposal.getByRole('listitem')).toHaveText([`price changed: ${plan.name}: ${money(oldMonthly)} -> ${money(newMonthly)}`]);
    const accept = proposal.getByRole('button', { name: /^Accept #\d+$/ });
    const number = /\d+/.exec((await accept.textContent()) ?? '')![0];
    await accept.click();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^Accepted #${number}: the entry is in the record of plans for ${TOOL}\\.`),
    );
    await expect(page.getByRole('heading', { name: 'Proposals waiting for a decision (0)' })).toBeVisible();
    return number;
  });
  const history = copyJson<Record<string, Record<string, unknown>[]>>('shared-content/content/tool-history.json')[TOOL]!;
  expect(history.at(-1)).toEqual({
    on: today(),
    read: today(),
    source: {
      kind: 'vendor-page',
      url: pricing.href,
      publisher: `${record.name} pricing page`,
      snapshot: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
    plans: vendorPlans,
  });
  say('proposal', `#${id} accepted into the copy's record`);

  // 6. What a deploy of the change builds: the content, then the tools remote.
  await timed('content build', () => inCopy('npm', ['run', 'content', '-w', '@toolverse/shared-content']));
  await timed('build mfe-tools', () => inCopy('npm', ['run', 'build', '-w', 'mfe-tools']));

  // 7. The site again, on the new build: the service's start compares the published facts and mails the watcher.
  await timed('restart the site', async () => {
    await site!.stop();
    site = undefined;
    site = await startCopySite();
  });
  const changeMail = await timed('the watcher gets one mail', async () => {
    await expect.poll(() => mailbox.to(address).length, { timeout: 30_000 }).toBe(2);
    // The operator's notify-changes finds nothing left to say, and nothing more is queued or sent.
    expect(await cli('notify-changes', '--local-links')).toMatch(/ 0 mail\(s\) queued/);
    await expect.poll(async () => /^Watch mail queued or retrying: (\d+)$/m.exec(await cli('watches'))?.[1]).toBe('0');
    expect(mailbox.to(address)).toHaveLength(2);
    return mailbox.to(address)[1]!;
  });
  expect(changeMail.subject).toBe(`${record.name} changed: price, plan or owner`);
  expect(changeMail.text).toContain(`Price: ${cheapestText({ cheapest: before })} -> ${cheapestText(raised)}`);
  expect(changeMail.text).toContain(`${site.url}/tools/${TOOL}`);

  // 8. The tool page: the new price at a glance, cited as read by our monitor today, and the reading in its history.
  await timed('the tool page', async () => {
    await page.goto(`${site!.url}/tools/${TOOL}`);
    const glance = page.getByRole('region', { name: `${record.name}’s price at a glance` });
    await expect(glance).toContainText(cheapestText(raised)!);
    await expect(glance).toContainText(`From the vendor’s pricing page, read by our monitor on ${asOfLabel(today())}`);
    const reading = page.getByRole('region', { name: 'Price history' }).getByRole('row').last();
    await expect(reading.getByRole('rowheader')).toHaveText(asOfLabel(today()));
    await expect(reading).toContainText(cheapestText(raised)!);
    await expect(reading).toContainText('read by our monitor');
  });
});
