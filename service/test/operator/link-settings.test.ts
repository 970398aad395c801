import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { keyFingerprint } from '../../src/operator/link-settings.js';
import type { ServiceStore } from '../../src/open-store.js';
import type { ToolFacts } from '../../src/watches/facts.js';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { CLI_JS, confirmedWatches, createTestStore, startApp, STORE_KINDS, tempDir, type TestStore } from '../helpers.js';

const SERVICE = {
  NEWSLETTER_PUBLIC_URL: 'https://news.toolverse.example',
  NEWSLETTER_SITE_URL: 'https://toolverse.example',
  NEWSLETTER_SECRET: 'link-settings-test-secret-'.padEnd(48, 'x'),
};
const WATCHER = 'watcher@example.com';
const facts = (price: string): ToolFacts => ({ name: 'ChatGPT', freePlan: 'Free plan', price, priceSource: null, owner: 'OpenAI' });

/** Runs the built CLI like an operator would, on the test's database. */
function cli(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [CLI_JS, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 10_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** One confirmed watcher of ChatGPT, its confirmation sent, and today's facts recorded as the baseline. */
async function confirmedWatcher(store: ServiceStore, published: ReadonlyMap<string, ToolFacts>): Promise<void> {
  await confirmedWatches(store, [[WATCHER, 'chatgpt']]);
  await deliverWatchMail({
    store: store.watches,
    mailer: { send: async () => {}, close: async () => {} },
    log: { info: () => {}, warn: () => {} },
  });
  await store.watches.notify(published, () => {
    throw new Error('the baseline queues nothing');
  });
}

for (const kind of STORE_KINDS) {
  describe(`notify-changes queues no mail whose links would fail (${kind})`, () => {
    let tmp: ReturnType<typeof tempDir>;
    let testStore: TestStore;
    /** The CLI's environment on this database: mail written to files, the changed facts. */
    let base: Record<string, string>;
    const mails = () => (existsSync(join(tmp.dir, 'mail')) ? readdirSync(join(tmp.dir, 'mail')) : []);
    const refused = (env: Record<string, string>, reason: RegExp) => {
      const run = cli(['notify-changes'], { ...base, ...env });
      assert.equal(run.code, 1, run.stdout + run.stderr);
      assert.match(run.stderr, /^newsletter-cli: notify-changes queued nothing: /);
      assert.match(run.stderr, reason);
      assert.equal(run.stdout, '');
      assert.deepEqual(mails(), []);
    };

    before(async () => {
      tmp = tempDir();
      testStore = await createTestStore(kind);
      await confirmedWatcher(testStore.store, new Map([['chatgpt', facts('Pro: $20/month')]]));
      writeFileSync(join(tmp.dir, 'changed.json'), JSON.stringify({ chatgpt: facts('Pro: $25/month') }));
      base = {
        ...(kind === 'sqlite' ? { NEWSLETTER_DB: testStore.location } : { NEWSLETTER_DATABASE_URL: testStore.location }),
        NEWSLETTER_SMTP_URL: '',
        NEWSLETTER_MAIL_DIR: join(tmp.dir, 'mail'),
        WATCH_FACTS_FILE: join(tmp.dir, 'changed.json'),
        ...SERVICE,
      };
    });
    after(async () => {
      await testStore.store.close();
      testStore.remove();
      tmp.remove();
    });

    it('refuses real mail before any service has started on the database, saying to start it once', () => {
      refused({ NEWSLETTER_SMTP_URL: 'smtp://127.0.0.1:1' }, /no service has started on this database.*start the service once/);
    });

    it('refuses real mail with links to this machine, whatever the service recorded', () => {
      refused(
        { NEWSLETTER_SMTP_URL: 'smtp://127.0.0.1:1', NEWSLETTER_PUBLIC_URL: 'http://localhost:3005' },
        /NEWSLETTER_PUBLIC_URL is http:\/\/localhost:3005, this machine, while NEWSLETTER_SMTP_URL sends real mail/,
      );
      refused(
        { NEWSLETTER_SMTP_URL: 'smtp://127.0.0.1:1', NEWSLETTER_SITE_URL: 'http://127.0.0.1:3000' },
        /NEWSLETTER_SITE_URL is http:\/\/127\.0\.0\.1:3000, this machine/,
      );
    });

    it("once the service has started, refuses an environment whose links differ from the service's, naming each difference", async () => {
      const service = await startApp({
        testStore,
        mail: { publicUrl: SERVICE.NEWSLETTER_PUBLIC_URL, siteUrl: SERVICE.NEWSLETTER_SITE_URL, secret: SERVICE.NEWSLETTER_SECRET },
      });
      await service.close();
      const recorded = await testStore.store.linkSettings.read();
      assert.deepEqual(recorded, {
        publicUrl: SERVICE.NEWSLETTER_PUBLIC_URL,
        siteUrl: SERVICE.NEWSLETTER_SITE_URL,
        keyFingerprint: keyFingerprint(SERVICE.NEWSLETTER_SECRET),
      });
      assert.ok(!JSON.stringify(recorded).includes(SERVICE.NEWSLETTER_SECRET.slice(0, 20)), 'the key itself is not stored');

      const fix = /Run it with the same NEWSLETTER_PUBLIC_URL, NEWSLETTER_SITE_URL and NEWSLETTER_SECRET as the service\.$/m;
      refused(
        { NEWSLETTER_PUBLIC_URL: 'http://localhost:3005' },
        /NEWSLETTER_PUBLIC_URL \(the service's: https:\/\/news\.toolverse\.example, here: http:\/\/localhost:3005\)/,
      );
      refused(
        { NEWSLETTER_SITE_URL: 'https://staging.toolverse.example' },
        /NEWSLETTER_SITE_URL \(the service's: https:\/\/toolverse\.example, here: https:\/\/staging\.toolverse\.example\)/,
      );
      refused(
        { NEWSLETTER_SECRET: 'another-secret-'.padEnd(48, 'y') },
        /the link key NEWSLETTER_SECRET \(not the one the service signs with\)/,
      );
      // Unset, the CLI signs with the database's own key, which is not the one the service was given.
      refused({ NEWSLETTER_SECRET: '' }, /the link key NEWSLETTER_SECRET/);
      const run = cli(['notify-changes'], { ...base, NEWSLETTER_SECRET: '', NEWSLETTER_SITE_URL: 'https://staging.toolverse.example' });
      assert.match(run.stderr, /NEWSLETTER_SITE_URL .*; the link key NEWSLETTER_SECRET/, 'every difference is named');
      assert.match(run.stderr, fix, 'and how to set it right');
      assert.ok(!run.stderr.includes(SERVICE.NEWSLETTER_SECRET), 'the key is never shown');
      // --local-links (a mail catcher on this machine) lifts only the refusal of this machine's links.
      const local = cli(['notify-changes', '--local-links'], {
        ...base,
        NEWSLETTER_SMTP_URL: 'smtp://127.0.0.1:1',
        NEWSLETTER_PUBLIC_URL: 'http://localhost:3005',
      });
      assert.equal(local.code, 1);
      assert.doesNotMatch(local.stderr, /this machine/);
      assert.match(
        local.stderr,
        /NEWSLETTER_PUBLIC_URL \(the service's: https:\/\/news\.toolverse\.example, here: http:\/\/localhost:3005\)/,
      );
      assert.deepEqual(mails(), []);
    });

    it("queues the change mail with the service's own links when the environment is the service's", async () => {
      const run = cli(['notify-changes'], base);
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /1 change\(s\) in 1 tool\(s\); 1 mail\(s\) queued/);
      const [file, ...more] = mails();
      assert.deepEqual(more, []);
      const mail = await simpleParser(readFileSync(join(tmp.dir, 'mail', file!)));
      assert.match(mail.text ?? '', /https:\/\/news\.toolverse\.example\/watch\/manage\?token=m\./);
      assert.match(mail.text ?? '', /https:\/\/toolverse\.example\/tools\/chatgpt/);
    });
  });
}

describe('notify-changes on a database no service has used, with mail written to files', () => {
  it('is allowed: development runs write .eml files that nobody receives', async () => {
    const tmp = tempDir();
    const testStore = await createTestStore('sqlite');
    try {
      await testStore.store.close();
      writeFileSync(join(tmp.dir, 'facts.json'), JSON.stringify({ chatgpt: facts('Pro: $20/month') }));
      const run = cli(['notify-changes'], {
        NEWSLETTER_DB: testStore.location,
        NEWSLETTER_SMTP_URL: '',
        NEWSLETTER_MAIL_DIR: join(tmp.dir, 'mail'),
        WATCH_FACTS_FILE: join(tmp.dir, 'facts.json'),
        NEWSLETTER_PUBLIC_URL: 'http://localhost:3005',
        NEWSLETTER_SITE_URL: 'http://localhost:3000',
      });
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /1 tool\(s\) recorded for the first time/);
    } finally {
      testStore.remove();
      tmp.remove();
    }
  });
});
