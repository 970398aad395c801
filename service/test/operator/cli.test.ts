import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { openSqliteStore } from '../../src/open-store.js';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { readToolFacts, type ToolFacts } from '../../src/watches/facts.js';
import { CLI_JS, confirmedWatches, PACKAGE_DIR, tempDir } from '../helpers.js';

/** Runs the built CLI like an operator would. */
function cli(args: string[], env: Record<string, string> = {}, script = CLI_JS) {
  const run = spawnSync(process.execPath, [script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 10_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('operator CLI', () => {
  let tmp: ReturnType<typeof tempDir>;
  let db: string;
  before(async () => {
    tmp = tempDir();
    db = join(tmp.dir, 'cli.sqlite');
    const store = openSqliteStore(db);
    await store.add('first@example.com', 'footer');
    await store.add("o'dd.one@example.com", 'tools');
    await store.add('third@example.com', 'unknown');
    await store.add('first@example.com', 'blog');
    await store.close();
  });
  after(() => tmp.remove());

  it('counts', () => {
    const run = cli(['count', '--db', db]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '3\n');
  });

  it('lists oldest first, tab-separated', () => {
    const run = cli(['list'], { NEWSLETTER_DB: db });
    assert.equal(run.code, 0, run.stderr);
    const rows = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    assert.deepEqual(
      rows.map(([, source, email, status]) => [source, email, status]),
      [
        ['footer', 'first@example.com', 'pending'],
        ['tools', "o'dd.one@example.com", 'pending'],
        ['unknown', 'third@example.com', 'pending'],
      ],
    );
    for (const [createdAt] of rows) assert.match(createdAt ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('exports RFC 4180 CSV with a header row', () => {
    const run = cli(['export', '--csv', `--db=${db}`]);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.split('\r\n');
    assert.equal(lines[0], 'email,source,created_at,status,consented_at,confirmed_at,unsubscribed_at');
    assert.match(lines[1] ?? '', /^first@example\.com,footer,\d{4}-[^,]+,pending,\d{4}-[^,]+,,$/);
    assert.match(lines[2] ?? '', /^o'dd\.one@example\.com,tools,\d{4}-/);
    assert.match(lines[3] ?? '', /^third@example\.com,unknown,\d{4}-/);
    assert.equal(lines[4], '', 'ends with CRLF');
    assert.equal(lines.length, 5);
  });

  it('unsubscribes one address in any letter case, keeping its row', () => {
    const run = cli(['unsubscribe', 'THIRD@example.com', '--db', db]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Unsubscribed third@example\.com/);
    const row = cli(['export', '--csv', '--db', db])
      .stdout.split('\r\n')
      .find((line) => line.startsWith('third@example.com,'));
    assert.match(row ?? '', /,unsubscribed,[^,]+,,\d{4}-\d\d-\d\dT[^,]+$/);
    assert.match(cli(['unsubscribe', 'nobody@example.com', '--db', db]).stdout, /nothing changed/);
  });

  it('erases one address in any letter case', () => {
    const erased = cli(['erase', '  FIRST@Example.com', '--db', db]);
    assert.equal(erased.code, 0, erased.stderr);
    assert.match(erased.stdout, /Erased first@example\.com/);
    assert.equal(cli(['count', '--db', db]).stdout, '2\n');
    const again = cli(['erase', 'first@example.com', '--db', db]);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /nothing erased/);
  });

  it('prints usage and exits non-zero on a bad command line', () => {
    for (const args of [
      ['frobnicate'],
      ['export'],
      ['export', '--json'],
      ['erase'],
      ['erase', 'a@b.co', 'c@d.ef'],
      ['count', 'extra'],
      ['count', '--db'],
    ]) {
      const run = cli([...args, ...(args.includes('--db') ? [] : ['--db', db])]);
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.stderr, /Usage: newsletter-cli <command>/);
      assert.equal(run.stdout, '');
    }
    const help = cli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /export --csv/);
  });

  it('refuses a database that does not exist instead of creating one', () => {
    const run = cli(['count', '--db', join(tmp.dir, 'typo.sqlite')]);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /no database at .*typo\.sqlite/);
  });

  it('runs through its bin entry', () => {
    const run = cli(['count', '--db', db], {}, join(PACKAGE_DIR, 'bin', 'newsletter-cli.js'));
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '2\n');
  });
});

describe('notify-changes --facts', () => {
  const SITE_FACTS = new URL('../../../shared-content/src/content/generated/tool-facts.json', import.meta.url).pathname;
  const SITE_TOOLS = new URL('../../../shared-content/content/tools.json', import.meta.url).pathname;
  const WATCHER = 'watcher@example.com';
  let tmp: ReturnType<typeof tempDir>;
  let env: Record<string, string>;
  /** The watched tool: one the site publishes a dated price for. */
  let toolId: string;
  /** Its facts as the site publishes them now, and as a later build would with another price and free plan. */
  let current: ToolFacts;
  let next: ToolFacts;
  let toolCount: number;
  /** The mails written so far (the folder appears with the first). */
  const mails = () => (existsSync(join(tmp.dir, 'mail')) ? readdirSync(join(tmp.dir, 'mail')).filter((name) => name.endsWith('.eml')) : []);

  before(async () => {
    tmp = tempDir();
    env = {
      NEWSLETTER_DB: join(tmp.dir, 'watches.sqlite'),
      NEWSLETTER_MAIL_DIR: join(tmp.dir, 'mail'),
      NEWSLETTER_SMTP_URL: '',
      NEWSLETTER_SECRET: 'cli-test-secret-'.padEnd(40, 'x'),
      NEWSLETTER_SITE_URL: 'http://localhost:3000',
      NEWSLETTER_PUBLIC_URL: 'http://localhost:3005',
      WATCH_FACTS_FILE: SITE_FACTS,
    };
    const site = readToolFacts(SITE_FACTS);
    toolCount = site.size;
    [toolId, current] = [...site].find(([, tool]) => tool.priceSource !== null)!;
    // The new price is one the site publishes for another tool: words as the site writes them, with their dated source.
    const other = [...site.values()].find((tool) => tool.priceSource !== null && tool.price !== current.price)!;
    next = {
      ...current,
      price: other.price,
      priceSource: other.priceSource,
      freePlan: current.freePlan === 'Free plan' ? 'No free plan' : 'Free plan',
    };
    const published = JSON.parse(readFileSync(SITE_FACTS, 'utf8')) as Record<string, ToolFacts>;
    writeFileSync(join(tmp.dir, 'changed-facts.json'), JSON.stringify({ ...published, [toolId]: next }));
    // One confirmed watcher of the tool, its confirmation already sent.
    const store = openSqliteStore(env.NEWSLETTER_DB!);
    try {
      await confirmedWatches(store, [[WATCHER, toolId]]);
      await deliverWatchMail({
        store: store.watches,
        mailer: { send: async () => {}, close: async () => {} },
        log: { info: () => {}, warn: () => {} },
      });
    } finally {
      await store.close();
    }
  });
  after(() => tmp.remove());

  it('refuses a missing --facts value, and a file that is not the published facts, sending nothing', () => {
    const bare = cli(['notify-changes', '--facts'], env);
    assert.equal(bare.code, 2);
    assert.match(bare.stderr, /--facts needs a file name/);
    const missing = cli(['notify-changes', '--facts', join(tmp.dir, 'nowhere.json')], env);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /cannot read the published tool facts .*nowhere\.json/);
    // tools.json, which no longer holds prices, passed by mistake.
    const tools = cli(['notify-changes', '--facts', SITE_TOOLS], env);
    assert.equal(tools.code, 1);
    assert.match(tools.stderr, /tools\.json must be the site's published tool facts/);
    assert.equal(tools.stdout, '');
  });

  it("records WATCH_FACTS_FILE's facts as the baseline, then mails the watcher what --facts changed, old -> new in the site's words", async () => {
    const baseline = cli(['notify-changes'], env);
    assert.equal(baseline.code, 0, baseline.stderr);
    // Every tool is new to it: the refused runs above recorded nothing.
    assert.ok(baseline.stdout.startsWith(`0 change(s) in 0 tool(s), ${toolCount} tool(s) recorded for the first time; 0 mail(s) queued\n`));
    assert.deepEqual(mails(), [], 'the baseline mails no one');

    // A relative --facts is read from where the operator typed it, and wins over WATCH_FACTS_FILE.
    const run = cli(['notify-changes', '--facts', 'changed-facts.json'], { ...env, INIT_CWD: tmp.dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^2 change\(s\) in 1 tool\(s\); 1 mail\(s\) queued\n/);
    assert.ok(run.stdout.includes(`  ${toolId}: price: ${current.price} -> ${next.price}\n`), run.stdout);
    assert.ok(run.stdout.includes(`  ${toolId}: free plan: ${current.freePlan} -> ${next.freePlan}\n`), run.stdout);
    assert.match(run.stdout, /1 mail\(s\) sent/);

    const [file, ...more] = mails();
    assert.deepEqual(more, [], 'one mail');
    const mail = await simpleParser(readFileSync(join(tmp.dir, 'mail', file!)));
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', WATCHER);
    assert.equal(mail.subject, `${current.name} changed: price, plan or owner`);
    assert.ok(mail.text?.includes(`Price: ${current.price} -> ${next.price}\n    Source: ${next.priceSource}\n`), mail.text);
    assert.ok(mail.text?.includes(`Free plan: ${current.freePlan} -> ${next.freePlan}\n`), mail.text);
    assert.ok(mail.text?.includes(`http://localhost:3000/tools/${toolId}`), mail.text);

    const again = cli(['notify-changes', '--facts', join(tmp.dir, 'changed-facts.json')], env);
    assert.match(again.stdout, /^0 change\(s\) in 0 tool\(s\); 0 mail\(s\) queued/);
    assert.equal(mails().length, 1, 'a second run with the same facts sends nothing');
  });
});
