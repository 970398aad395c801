import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { readToolFacts, type ToolFacts } from '../../src/watches/facts.js';
import { watchLinks } from '../../src/watches/links.js';
import { changesMail } from '../../src/watches/mail.js';
import { WATCH_COLLECT_MS, type ChangesComposer } from '../../src/watches/store.js';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  confirmedWatches,
  createTestStore,
  HOUR_MS,
  SITE_ORIGIN,
  linkIn,
  pressLinkButton,
  request,
  startApp,
  STORE_KINDS,
  tempDir,
  TestClock,
  waitFor,
  type RunningApp,
  type TestStore,
} from '../helpers.js';

const facts = (name: string, overrides: Partial<ToolFacts> = {}): ToolFacts => ({
  name,
  freePlan: 'Free plan',
  price: 'Pro: $20/month, billed monthly',
  priceSource: 'the vendor’s plan page, read November 1, 2026: https://example.com/prices',
  owner: 'Acme',
  ...overrides,
});
const TOOLS = new Map<string, ToolFacts>([
  ['chatgpt', facts('ChatGPT')],
  ['jasper', facts('Jasper', { freePlan: 'No free plan' })],
  ['notion-ai', facts('Notion AI', { price: 'no dated figure', priceSource: null })],
  ['canva', facts('Canva')],
]);
const SECRET = 'watch-test-secret-'.padEnd(40, 'x');

const watch = (base: string, body: string, headers: Record<string, string> = {}) =>
  request(base, {
    path: '/watch',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, ...headers },
    body,
  });
const form = (email: string, tool: string) => `email=${encodeURIComponent(email)}&tool=${encodeURIComponent(tool)}`;

for (const kind of STORE_KINDS) {
  describe(`watching a tool on ${kind}`, () => {
    let running: RunningApp;
    const clock = new TestClock();
    /** Ends the collecting window of the confirmation mails asked for so far (their requests applied first). */
    const closeWindow = async () => {
      await running.store.watches.report();
      clock.advance(WATCH_COLLECT_MS);
    };
    const deliver = () =>
      deliverWatchMail({ store: running.store.watches, mailer: running.mailer, log: { info: () => {}, warn: () => {} } });
    /** One run of notify-changes, as the CLI makes it. */
    const notify = async (published: ReadonlyMap<string, ToolFacts>) => {
      const outcome = await running.store.watches.notify(published, (watcherId, email, changes, version) =>
        changesMail(email, changes, watchLinks(SECRET, running.base, SITE_ORIGIN, { watcherId, version }), '2026-11-27'),
      );
      await deliver();
      return outcome;
    };
    const mailsTo = (address: string) => running.mailer.sent.filter((mail) => mail.to === address);
    const watchAndConfirm = async (address: string, tool: string) => {
      const before = mailsTo(address).length;
      assert.equal((await watch(running.base, form(address, tool))).status, 303);
      await closeWindow();
      const [mail] = await running.mailer.waitFor(address, before + 1).then((mails) => mails.slice(before));
      const { pressed } = await pressLinkButton(linkIn(mail!.text, '/watch/confirm'));
      assert.equal(pressed.headers.location, `${SITE_ORIGIN}/watch/confirmed`);
      return mail!;
    };

    before(async () => {
      running = await startApp({ kind, watch: { tools: TOOLS }, mail: { secret: SECRET }, rateLimit: 0, now: clock.now });
    });
    after(() => running.close());

    it('answers every well-formed request the same way and mails one confirmation with a signed, expiring link', async () => {
      const answer = await watch(running.base, form('Reader@Example.com', 'chatgpt'));
      assert.equal(answer.status, 303);
      assert.equal(answer.headers.location, `${SITE_ORIGIN}/watch/sent`);
      await closeWindow();
      const [mail] = await running.mailer.waitFor('reader@example.com');
      assert.equal(mail!.subject, 'Confirm: watch ChatGPT on Toolverse');
      assert.match(mail!.text, /The link works for 48 hours/);
      assert.match(mail!.unsubscribeUrl, /\/watch\/unsubscribe\?token=m\./);
      // A repeat within ten minutes looks the same and sends nothing more.
      assert.deepEqual((await watch(running.base, form('reader@example.com', 'chatgpt'))).headers.location, answer.headers.location);
      await closeWindow();
      await deliver();
      assert.equal(mailsTo('reader@example.com').length, 1);
    });

    it('collects the tools one address asks for within two minutes into one mail, each with its own link', async () => {
      const reader = 'collector@example.com';
      // A script asking again and again changes nothing: one mail, each tool once.
      for (let round = 0; round < 5; round += 1)
        for (const tool of TOOLS.keys())
          assert.equal((await watch(running.base, form(reader, tool))).headers.location, `${SITE_ORIGIN}/watch/sent`);
      await closeWindow();
      const [mail] = await running.mailer.waitFor(reader);
      await deliver();
      assert.equal(mailsTo(reader).length, 1);
      assert.equal(mail!.subject, `Confirm: watch ${TOOLS.size} tools on Toolverse`);
      const links = mail!.text.split(/\s+/).filter((word) => word.startsWith('http') && new URL(word).pathname === '/watch/confirm');
      assert.equal(links.length, TOOLS.size);
      for (const tool of TOOLS.values()) assert.match(mail!.text, new RegExp(`\n${tool.name}:\n`));
      for (const link of links) {
        const { pressed } = await pressLinkButton(link);
        assert.equal(pressed.headers.location, `${SITE_ORIGIN}/watch/confirmed`);
      }
      const manage = new URL(linkIn(mail!.text, '/watch/manage'));
      const page = await request(running.base, { method: 'GET', path: manage.pathname + manage.search });
      for (const tool of TOOLS.values()) assert.match(page.text, new RegExp(`Stop watching ${tool.name}<`));
      assert.doesNotMatch(page.text, /waiting for you to confirm/);
      const stopped = await request(running.base, {
        path: manage.pathname + manage.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'tool=*',
      });
      assert.equal(stopped.status, 303);
    });

    it('sends a bad address, an unknown tool or a body that is not a form to the page saying so, storing nothing', async () => {
      for (const body of [
        form('not-an-address', 'chatgpt'),
        form('a\u034f@example.com', 'chatgpt'),
        form('ok@example.com', 'no-such-tool'),
        'tool=chatgpt',
      ]) {
        const answer = await watch(running.base, body);
        assert.equal(answer.status, 303, body);
        assert.equal(answer.headers.location, `${SITE_ORIGIN}/watch/problem`, body);
      }
      assert.equal(mailsTo('ok@example.com').length, 0);
      const json = await request(running.base, {
        path: '/watch',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
        body: '{}',
      });
      assert.equal(json.headers.location, `${SITE_ORIGIN}/watch/problem`);
      const foreign = await watch(running.base, form('x@example.com', 'chatgpt'), { origin: 'https://evil.example' });
      assert.equal(foreign.status, 403);
    });

    it('confirms by the link, lists and drops watches on the manage page, and stops all with one click', async () => {
      const mail = await watchAndConfirm('manager@example.com', 'chatgpt');
      await watchAndConfirm('manager@example.com', 'jasper');
      const manage = new URL(linkIn(mail.text, '/watch/manage'));
      const page = await request(running.base, { method: 'GET', path: manage.pathname + manage.search });
      assert.equal(page.status, 200);
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
      assert.match(page.text, /<a href="http:\/\/localhost:3000\/tools\/chatgpt">ChatGPT<\/a>/);
      assert.match(page.text, /Stop watching Jasper/);
      const dropped = await request(running.base, {
        path: manage.pathname + manage.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'tool=jasper',
      });
      assert.equal(dropped.status, 303);
      assert.doesNotMatch((await request(running.base, { method: 'GET', path: manage.pathname + manage.search })).text, /Jasper/);
      // RFC 8058: the mail client POSTs to the List-Unsubscribe URL.
      const oneClick = new URL(mail.unsubscribeUrl);
      const stopped = await request(running.base, {
        path: oneClick.pathname + oneClick.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      assert.equal(stopped.status, 200);
      assert.deepEqual(await running.store.watches.list({ watcherId: manage.searchParams.get('token')!.split('.')[1]!, version: 1 }), []);
      // Stopping all bumped the watcher's token version: the links written before no longer work.
      const old = await request(running.base, { method: 'GET', path: manage.pathname + manage.search });
      assert.equal(old.headers.location, `${SITE_ORIGIN}/newsletter/link-invalid`);
      const forged = await request(running.base, { method: 'GET', path: `${manage.pathname}?token=m.${'0'.repeat(32)}.x` });
      assert.equal(forged.headers.location, `${SITE_ORIGIN}/newsletter/link-invalid`);
    });

    it('notifies each confirmed watcher once per run with every change of their tools, and nothing on a second run', async () => {
      // The first run records the facts it has never seen: nothing is sent for them.
      await notify(TOOLS);
      await watchAndConfirm('two@example.com', 'chatgpt');
      await watchAndConfirm('two@example.com', 'jasper');
      await watchAndConfirm('one@example.com', 'jasper');
      // Asked, never confirmed: told nothing.
      await watch(running.base, form('pending@example.com', 'jasper'));
      await closeWindow();
      await running.mailer.waitFor('pending@example.com');
      const before = running.mailer.sent.length;
      const changed = new Map(TOOLS);
      changed.set(
        'chatgpt',
        facts('ChatGPT', {
          price: 'Pro: $25/month, billed monthly',
          priceSource: 'the vendor’s plan page, read November 20, 2026: https://example.com/prices',
        }),
      );
      changed.set('jasper', facts('Jasper', { freePlan: 'Free plan', owner: 'Jasper AI, Inc.' }));
      const outcome = await notify(changed);
      assert.equal(outcome.run.changedTools, 2);
      assert.equal(outcome.run.mails, 2);
      // The service's own sender may be the one that took a mail from the queue: wait for both.
      const changeMails = () => running.mailer.sent.slice(before).filter((mail) => mail.subject.includes('changed'));
      const sent = await waitFor(() => changeMails().length >= 2 && changeMails(), { what: 'both change mails' });
      assert.deepEqual(sent.map((mail) => mail.to).sort(), ['one@example.com', 'two@example.com']);
      const both = sent.find((mail) => mail.to === 'two@example.com')!;
      assert.equal(both.subject, '2 tools you watch changed');
      assert.match(
        both.text,
        /Price: Pro: \$20\/month, billed monthly -> Pro: \$25\/month, billed monthly\n {4}Source: the vendor’s plan page, read November 20, 2026: https:\/\/example\.com\/prices/,
      );
      assert.match(both.text, /Free plan: No free plan -> Free plan/);
      assert.match(both.text, /Owner: Acme -> Jasper AI, Inc\./);
      assert.match(both.text, /http:\/\/localhost:3000\/tools\/jasper/);
      assert.equal(sent.find((mail) => mail.to === 'one@example.com')!.subject, 'Jasper changed: price, plan or owner');
      const again = await notify(changed);
      assert.equal(again.run.mails, 0);
      assert.equal(running.mailer.sent.length, before + 2, 'a second run sends nothing');
      const report = await running.store.watches.report();
      assert.deepEqual(report.lastRun && [report.lastRun.changedTools, report.lastRun.mails], [0, 0]);
      assert.ok(report.watchers.some(([tool, n]) => tool === 'jasper' && n === 2));
    });

    it('forgets a watcher with erase, and unconfirmed watches when their link has expired', async () => {
      await watchAndConfirm('erase-me@example.com', 'notion-ai');
      assert.equal(await running.store.erase('Erase-Me@example.com'), true);
      await watch(running.base, form('late@example.com', 'notion-ai'));
      await running.store.watches.report();
      assert.ok((await running.store.watches.expirePending(new Date(Date.now() + HOUR_MS))) >= 1);
      const report = await running.store.watches.report();
      assert.equal(
        report.watchers.find(([tool]) => tool === 'notion-ai'),
        undefined,
      );
      assert.equal(report.pending, 0);
    });
  });
}

describe("the site's published facts as watch facts", () => {
  const GENERATED = new URL('../../../shared-content/src/content/generated/tool-facts.json', import.meta.url).pathname;
  const TOOLS = new URL('../../../shared-content/content/tools.json', import.meta.url).pathname;
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());
  const write = (body: string) => {
    const file = join(tmp.dir, `facts-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, body);
    return file;
  };

  it("reads the build's tool-facts.json: every tool of tools.json, its free plan and cheapest paid plan in words, the dated source, the owner", () => {
    const site = readToolFacts(GENERATED);
    const tools = JSON.parse(readFileSync(TOOLS, 'utf8')) as { id: string; name: string; check?: { owner?: string } }[];
    assert.deepEqual(
      [...site].map(([id, tool]) => [id, tool.name, tool.owner]),
      tools.map((tool) => [tool.id, tool.name, tool.check?.owner ?? null]),
    );
    for (const tool of site.values()) {
      assert.ok(['Free plan', 'No free plan', 'Free plan not known'].includes(tool.freePlan), `${tool.name}: ${tool.freePlan}`);
      if (tool.price === 'no dated figure') {
        assert.equal(tool.priceSource, null, `${tool.name} names no source without a figure`);
      } else {
        // "Plan: $8/month, billed monthly", from a source pinned to the version read on a stated day (or month).
        assert.match(
          tool.price,
          /^.+: (Contact sales|[$€£][\d,.]+(\/seat)?(\/month, billed (monthly|yearly)|\/month, billing not stated| one-time))/,
          tool.name,
        );
        assert.match(
          tool.priceSource ?? '',
          // The vendor's own page, read by the monitor, is cited live: its snapshot pins what was read.
          / \w+ (\d{1,2}, )?\d{4}: https:\/\/(github\.com|raw\.githubusercontent\.com|huggingface\.co|web\.archive\.org)\/|read by our monitor on \w+ \d{1,2}, \d{4}: https:\/\//,
          tool.name,
        );
      }
    }
    assert.ok(
      [...site.values()].some((tool) => tool.priceSource !== null),
      'some tool has a dated figure',
    );
  });

  it('refuses a file that is not the published facts, naming the file and the entry', () => {
    assert.throws(() => readToolFacts(join(tmp.dir, 'missing.json')), /cannot read the published tool facts/);
    assert.throws(() => readToolFacts(write('[{"id":"chatgpt"}]')), /must be the site's published tool facts/);
    // The tools.json an operator might pass by mistake: its entries are not facts.
    assert.throws(
      () => readToolFacts(write(JSON.stringify({ chatgpt: { id: 'chatgpt', name: 'ChatGPT', pricingPage: 'https://openai.com' } }))),
      /"chatgpt" is not a tool's published facts/,
    );
  });
});

/**
 * Facts as the service stored them before the site published its facts in words (read from
 * tools.json's pricing): the model, whether there was a free plan, and the cheapest figure as numbers.
 */
const OLD_SHAPE: Record<string, unknown> = {
  chatgpt: {
    name: 'ChatGPT',
    model: 'freemium',
    freePlan: true,
    price: {
      amount: 20,
      currency: 'USD',
      period: 'month',
      plan: 'Plus',
      perUser: false,
      source: 'https://web.archive.org/web/20261101000000/https://openai.com/pricing',
      read: '2026-11-01',
    },
    owner: 'OpenAI',
  },
  jasper: { name: 'Jasper', model: 'paid', freePlan: false, price: null, owner: null },
};

/** Writes rows into tool_facts as an earlier version left them, beside the store. */
async function storeOldFacts(testStore: TestStore, rows: Record<string, unknown>): Promise<void> {
  const at = '2026-11-01T00:00:00Z';
  if (testStore.kind === 'sqlite') {
    const db = new Database(testStore.location);
    try {
      const insert = db.prepare('INSERT INTO tool_facts (tool_id, facts, recorded_at) VALUES (?, ?, ?)');
      for (const [toolId, facts] of Object.entries(rows)) insert.run(toolId, JSON.stringify(facts), at);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: testStore.location });
  await client.connect();
  try {
    for (const [toolId, facts] of Object.entries(rows))
      await client.query('INSERT INTO tool_facts (tool_id, facts, recorded_at) VALUES ($1, $2::jsonb, $3)', [
        toolId,
        JSON.stringify(facts),
        at,
      ]);
  } finally {
    await client.end();
  }
}

for (const kind of STORE_KINDS) {
  describe(`facts stored by an earlier version, on ${kind}`, () => {
    it('are no facts to compare with: a watcher gets no mail, the published facts become the baseline, and the next change is mailed', async () => {
      const testStore = await createTestStore(kind);
      const { watches } = testStore.store;
      try {
        // A confirmed watcher of ChatGPT, its confirmation mail sent.
        await confirmedWatches(testStore.store, [['watcher@example.com', 'chatgpt']]);
        await deliverWatchMail({
          store: watches,
          mailer: { send: async () => {}, close: async () => {} },
          log: { info: () => {}, warn: () => {} },
        });
        await storeOldFacts(testStore, OLD_SHAPE);

        const composed: string[] = [];
        const compose: ChangesComposer = (watcherId, email, changes, version) => {
          composed.push(email);
          return changesMail(email, changes, watchLinks(SECRET, SITE_ORIGIN, SITE_ORIGIN, { watcherId, version }), '2026-11-28');
        };
        // Every word differs from what was stored (a price in words, not a number): none of it is a change.
        const published = new Map([
          ['chatgpt', facts('ChatGPT', { price: 'Go: $8/month, billed monthly', owner: 'OpenAI' })],
          ['jasper', facts('Jasper', { freePlan: 'No free plan' })],
        ]);
        const first = await watches.notify(published, compose);
        assert.deepEqual([first.changes, first.baseline, first.run.mails, composed], [[], 2, 0, []]);

        // The baseline was stored in the new shape: the next run compares with it, and the watcher hears of the change.
        const changed = new Map(published);
        changed.set('chatgpt', facts('ChatGPT', { price: 'Go: $10/month, billed monthly', owner: 'OpenAI' }));
        const next = await watches.notify(changed, compose);
        assert.deepEqual(
          next.changes.map((change) => [change.toolId, change.what, change.from, change.to]),
          [['chatgpt', 'price', 'Go: $8/month, billed monthly', 'Go: $10/month, billed monthly']],
        );
        assert.deepEqual([next.baseline, next.run.mails, composed], [0, 1, ['watcher@example.com']]);
      } finally {
        await testStore.store.close();
        testStore.remove();
      }
    });
  });
}
