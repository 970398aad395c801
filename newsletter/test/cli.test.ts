import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SqliteSignupStore } from '../src/sqlite-store.js';
import { CLI_JS, PACKAGE_DIR, tempDir } from './helpers.js';

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
    const store = SqliteSignupStore.open(db);
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
