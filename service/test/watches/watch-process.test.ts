import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { openSqliteStore } from '../../src/open-store.js';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { readToolFacts, type ToolFacts } from '../../src/watches/facts.js';
import {
  CLI_JS,
  confirmedWatches,
  linkIn,
  pressLinkButton,
  request,
  SERVER_JS,
  SITE_ORIGIN,
  startService,
  tempDir,
  waitFor,
  type ServiceProcess,
} from '../helpers.js';

const SITE_FACTS = new URL('../../../shared-content/src/content/generated/tool-facts.json', import.meta.url).pathname;
const WATCHERS = 1000;

/** notify-changes as the operator runs it: the built CLI, in its own process. */
function runNotify(env: Record<string, string>, facts: string) {
  const child = spawn(process.execPath, [CLI_JS, 'notify-changes', '--facts', facts, '--lease-seconds', '1'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

describe('notify-changes as a process', () => {
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());

  it(`mails each of ${WATCHERS} watchers exactly once across a kill -9 mid-run and a second run`, async () => {
    const db = join(tmp.dir, 'watches.sqlite');
    const mailDir = join(tmp.dir, 'mail');
    const env = {
      NEWSLETTER_DB: db,
      NEWSLETTER_MAIL_DIR: mailDir,
      NEWSLETTER_SMTP_URL: '',
      NEWSLETTER_SECRET: 'process-test-secret-'.padEnd(40, 'x'),
      NEWSLETTER_SITE_URL: 'http://localhost:3000',
      NEWSLETTER_PUBLIC_URL: 'http://localhost:3005',
    };
    // 1,000 confirmed watchers of ChatGPT, their confirmation mails already sent, and the baseline recorded.
    const store = openSqliteStore(db);
    // Seeding: a thousand confirmations in a minute, past the caps a live site keeps.
    store.mail.configure({ caps: { overallHour: WATCHERS, domainHour: WATCHERS } });
    const published = readToolFacts(SITE_FACTS);
    const addresses = Array.from({ length: WATCHERS }, (_, i) => `watcher-${i}@example.com`);
    try {
      await confirmedWatches(
        store,
        addresses.map((email) => [email, 'chatgpt'] as const),
      );
      await deliverWatchMail({
        store: store.watches,
        mailer: { send: async () => {}, close: async () => {} },
        log: { info: () => {}, warn: () => {} },
      });
      await store.watches.notify(published, () => {
        throw new Error('the baseline run queues nothing');
      });
    } finally {
      await store.close();
    }

    // The site publishes a new price for ChatGPT.
    const facts = JSON.parse(readFileSync(SITE_FACTS, 'utf8')) as Record<string, { price: string }>;
    facts.chatgpt!.price = `${facts.chatgpt!.price} (was lower)`;
    const changed = join(tmp.dir, 'tool-facts.json');
    writeFileSync(changed, JSON.stringify(facts));

    const mails = () => readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    const written = () => {
      try {
        return mails().length;
      } catch {
        return 0; // no mail folder yet
      }
    };
    const first = runNotify(env, changed);
    await waitFor(() => written() >= 100 || first.child.exitCode !== null, { timeoutMs: 60_000, what: 'a hundred mails written' });
    first.child.kill('SIGKILL');
    const killedAt = written();
    const exit = await first.exited;
    assert.equal(exit.signal, 'SIGKILL', `killed mid-run, not finished: ${first.output()}`);
    assert.ok(killedAt < WATCHERS, `the kill landed with ${killedAt} of ${WATCHERS} mails written`);

    // The killed run's leases (a second each) keep another run off the mails it had taken; the
    // second run comes once they have ended, which the database's clock is moved to rather than waited for.
    const leases = new Database(db);
    try {
      const until = leases.prepare('SELECT lease_until FROM watch_mail WHERE lease_until IS NOT NULL').pluck().all() as string[];
      for (const end of until) assert.ok(Date.parse(end) <= Date.now() + 1_000, `a lease of one second ends at ${end}`);
      leases.prepare('UPDATE watch_mail SET lease_until = ? WHERE lease_until IS NOT NULL').run(new Date(Date.now() - 1).toISOString());
    } finally {
      leases.close();
    }
    const second = runNotify(env, changed);
    const done = await second.exited;
    assert.equal(done.code, 0, second.output());
    assert.match(second.output(), /^0 change\(s\) in 0 tool\(s\); 0 mail\(s\) queued/);

    const recipients = mails().map((name) => /^To: (.+)$/m.exec(readFileSync(join(mailDir, name), 'utf8'))?.[1]?.trim());
    assert.equal(recipients.length, WATCHERS, 'one mail file per watcher');
    assert.deepEqual([...new Set(recipients)].sort(), [...addresses].sort(), 'every watcher, none twice');
    const third = runNotify(env, changed);
    assert.equal((await third.exited).code, 0);
    assert.match(third.output(), /0 mail\(s\) queued\n0 mail\(s\) sent/);
    assert.equal(mails().length, WATCHERS, 'a third run sends nothing');
  });
});

describe("the service on the site's published facts (WATCH_FACTS_FILE)", () => {
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());

  it('refuses to start on a file that is not the published facts, naming it', () => {
    const tools = new URL('../../../shared-content/content/tools.json', import.meta.url).pathname;
    const run = spawnSync(process.execPath, [SERVER_JS], {
      env: { ...process.env, NEWSLETTER_DB: join(tmp.dir, 'never.sqlite'), WATCH_FACTS_FILE: tools },
      encoding: 'utf8',
      timeout: 10_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /invalid configuration: .*tools\.json must be the site's published tool facts/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
  });

  it("lets readers watch the file's tools, and when a start brings new facts mails each watcher the change", async () => {
    const site = readToolFacts(SITE_FACTS);
    const [toolId, current] = [...site].find(([, tool]) => tool.priceSource !== null)!;
    const [unlisted] = [...site.keys()].filter((id) => id !== toolId);
    const other = [...site.values()].find((tool) => tool.priceSource !== null && tool.price !== current.price)!;
    const factsFile = (name: string, facts: ToolFacts) => {
      const file = join(tmp.dir, name);
      writeFileSync(file, JSON.stringify({ [toolId]: facts }));
      return file;
    };
    const mailDir = join(tmp.dir, 'mail');
    const env = {
      NEWSLETTER_DB: join(tmp.dir, 'service.sqlite'),
      NEWSLETTER_MAIL_DIR: mailDir,
      NEWSLETTER_SMTP_URL: '',
      NEWSLETTER_SECRET: 'service-test-secret-'.padEnd(40, 'x'),
      WATCH_FACTS_FILE: factsFile('facts-1.json', current),
    };
    const mailsTo = async (address: string) => {
      const files = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
      const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(join(mailDir, name)))));
      return parsed.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
    };
    const stop = async (service: ServiceProcess) => {
      service.child.kill('SIGTERM');
      assert.equal((await service.exited).code, 0, service.output());
    };
    const watch = (base: string, tool: string) =>
      request(base, {
        path: '/watch',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: `email=reader%40example.com&tool=${tool}`,
      });

    const first = await startService(env);
    try {
      assert.equal((await watch(first.base, unlisted!)).headers.location, `${SITE_ORIGIN}/watch/problem`, 'a tool the file does not list');
      assert.equal((await watch(first.base, toolId)).headers.location, `${SITE_ORIGIN}/watch/sent`);
      // The confirmation mail collects tools for two minutes: the database's clock is moved to the end
      // of its window rather than waited for.
      const db = new Database(env.NEWSLETTER_DB);
      try {
        const collecting = db.prepare("SELECT count(*) FROM watch_mail WHERE status = 'collecting'").pluck();
        await waitFor(() => collecting.get() === 1, { what: 'the request applied' });
        db.prepare("UPDATE watch_mail SET next_attempt_at = ? WHERE status = 'collecting'").run(new Date().toISOString());
      } finally {
        db.close();
      }
      const [confirmation] = await waitFor(
        async () => (await mailsTo('reader@example.com')).length === 1 && mailsTo('reader@example.com'),
        { timeoutMs: 10_000, what: 'the confirmation mail' },
      );
      const confirm = new URL(linkIn(confirmation!.text ?? '', '/watch/confirm'));
      // The link names the public origin (localhost); the service listens on first.base.
      const { pressed } = await pressLinkButton(`${first.base}${confirm.pathname}${confirm.search}`);
      assert.equal(pressed.headers.location, `${SITE_ORIGIN}/watch/confirmed`);
    } finally {
      await stop(first);
    }

    // A deploy publishes another price: the service compares at its start and mails the watcher.
    const next: ToolFacts = { ...current, price: other.price, priceSource: other.priceSource };
    const second = await startService({ ...env, WATCH_FACTS_FILE: factsFile('facts-2.json', next) });
    try {
      const mails = await waitFor(async () => (await mailsTo('reader@example.com')).length === 2 && mailsTo('reader@example.com'), {
        timeoutMs: 10_000,
        what: 'the mail of the change',
      });
      const change = mails.find((mail) => mail.subject === `${current.name} changed: price, plan or owner`);
      assert.ok(change, mails.map((mail) => mail.subject).join(', '));
      assert.ok(change.text?.includes(`Price: ${current.price} -> ${next.price}\n    Source: ${next.priceSource}\n`), change.text);
      assert.doesNotMatch(change.text ?? '', /Free plan:|Owner:/, 'only what changed');
    } finally {
      await stop(second);
    }
  });
});
