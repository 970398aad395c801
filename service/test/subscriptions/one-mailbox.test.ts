// One sign-up reaches one person: the service takes exactly one plain mailbox, refuses bytes that are
// not UTF-8, never hands a mail library a string it would read as several recipients, and holds rows
// stored before it did so (found by a migration, reported by the CLI, never mailed, erased with any
// address they mention).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStore, openSqliteStore } from '../../src/open-store.js';
import { POSTGRES_MIGRATIONS } from '../../src/storage/postgres-migrations.js';
import { SQLITE_MIGRATIONS } from '../../src/storage/sqlite-migrations.js';
import type { SignupStore } from '../../src/subscriptions/store.js';
import { CLI_JS, postgresDatabase, request, signUp, startApp, STORE_KINDS, tempDir, type RunningApp } from '../helpers.js';

const INVALID = { message: 'Please enter a valid email address.' };

for (const kind of STORE_KINDS) {
  describe(`one plain mailbox per sign-up (${kind})`, () => {
    let service: RunningApp;
    before(async () => {
      service = await startApp({ kind });
    });
    after(() => service.close());

    it('refuses an address list, a display name, a group or a quoted part with 400, storing and mailing nothing', async () => {
      for (const email of [
        'victim@x.example,attacker@y.example',
        'victim@x.example;attacker@y.example',
        'victim@x.example, attacker@y.example',
        '"n0"<victim@x.example>',
        '"n1" <victim@x.example>',
        'friends: victim@x.example, attacker@y.example;',
        'victim@x.example (me)',
        '"victim@x.example"@y.example',
      ]) {
        const answer = await signUp(service.base, email);
        assert.equal(answer.status, 400, email);
        assert.deepEqual(answer.json, INVALID, email);
      }
      // count() applies every queued sign-up first: with none stored, no confirmation mail can be queued.
      assert.equal(await service.store.count(), 0);
      assert.deepEqual(await service.store.claimMail(10, 60_000), [], 'no confirmation mail is queued for anywhere');
      assert.deepEqual(service.mailer.sent, [], 'no confirmation mail went anywhere');
    });

    it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
      for (const bytes of [
        Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('@x.example"}')]),
        Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3]), Buffer.from('@x.example"}')]),
        Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('@x.example"}')]),
      ]) {
        const answer = await request(service.base, { headers: { 'content-type': 'application/json' }, body: bytes });
        assert.equal(answer.status, 400, bytes.toString('hex'));
        assert.deepEqual(answer.json, { message: 'The request body must be UTF-8 text.' });
      }
      assert.equal(await service.store.count(), 0);
    });

    it('still takes a plain address, an internationalised one too, and mails only it', async () => {
      for (const email of ['reader@x.example', 'Zoë@Exämple.de']) assert.equal((await signUp(service.base, email)).status, 200);
      const [mail] = await service.mailer.waitFor('reader@x.example');
      assert.equal(mail?.to, 'reader@x.example');
      await service.mailer.waitFor('zoë@exämple.de');
      assert.deepEqual((await service.store.list()).map((row) => row.email).sort(), ['reader@x.example', 'zoë@exämple.de']);
    });
  });
}

/** A database at schema 2 (before this change), holding rows of the kinds the old check let through. */
async function oldDatabase(
  kind: (typeof STORE_KINDS)[number],
  dir: string,
): Promise<{ open: () => Promise<SignupStore>; location: string }> {
  const rows = [
    { email: 'plain@x.example', status: 'pending' },
    { email: 'victim@x.example,attacker@y.example', status: 'confirmed' },
    { email: '"n0"<victim@x.example>', status: 'pending' },
    { email: '\ufffd\ufffd@x.example', status: 'pending' },
  ];
  const now = new Date().toISOString();
  if (kind === 'sqlite') {
    const location = join(dir, 'old.sqlite');
    const db = new Database(location);
    db.pragma('journal_mode = WAL');
    for (const [index, migration] of SQLITE_MIGRATIONS.slice(0, 2).entries()) {
      db.exec(migration as string);
      db.pragma(`user_version = ${index + 1}`);
    }
    const insert = db.prepare(
      'INSERT INTO signups (public_id, email, source, created_at, status, consented_at, confirm_mailed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [index, row] of rows.entries()) {
      const id = insert.run(`id-${index}`, row.email, 'footer', now, row.status, now, now).lastInsertRowid;
      db.prepare('INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES (?, ?, ?)').run(id, now, now);
    }
    db.close();
    return { location, open: async () => openSqliteStore(location) };
  }
  const location = await postgresDatabase();
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE newsletter_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const migration of POSTGRES_MIGRATIONS.slice(0, 2)) {
      await client.query(migration.sql);
      await client.query('INSERT INTO newsletter_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    for (const row of rows) {
      const { rows: inserted } = await client.query<{ id: string }>(
        `INSERT INTO signups (public_id, email, source, status, created_at, consented_at, confirm_mailed_at)
         VALUES (gen_random_uuid(), $1, 'footer', $2, now(), now(), now()) RETURNING id`,
        [row.email, row.status],
      );
      await client.query('INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES ($1, now(), now())', [inserted[0]?.id]);
    }
  } finally {
    await client.end();
  }
  return { location, open: () => openPostgresStore(location, { poolSize: 2 }) };
}

for (const kind of STORE_KINDS) {
  describe(`rows stored before (${kind})`, () => {
    const tmp = tempDir();
    after(() => tmp.remove());

    it('are held by the migration: never mailed, not listed, reported, erased with an address they mention', async () => {
      const { open, location } = await oldDatabase(kind, tmp.dir);
      const store = await open();
      try {
        const held = await store.held();
        assert.deepEqual(
          held.map((row) => [row.email, row.mentions]),
          [
            ['victim@x.example,attacker@y.example', ['victim@x.example', 'attacker@y.example']],
            ['"n0"<victim@x.example>', ['victim@x.example']],
            ['\ufffd\ufffd@x.example', []],
          ],
        );
        assert.deepEqual(
          (await store.list()).map((row) => row.email),
          ['plain@x.example'],
        );
        assert.equal(await store.count(), 1);
        const jobs = await store.claimMail(10, 60_000);
        assert.deepEqual(
          jobs.map((job) => job.email),
          ['plain@x.example'],
          'only the plain address is mailed',
        );

        if (kind === 'sqlite') {
          const run = spawnSync(process.execPath, [CLI_JS, 'held', '--db', location], { encoding: 'utf8' });
          assert.equal(run.status, 0, run.stderr);
          const lines = run.stdout.trimEnd().split('\n');
          assert.equal(lines.length, 3);
          assert.match(lines[0] ?? '', /\tconfirmed\t"victim@x\.example,attacker@y\.example"\tvictim@x\.example attacker@y\.example$/);
          assert.match(run.stderr, /3 held row\(s\)/);
          const count = spawnSync(process.execPath, [CLI_JS, 'count', '--db', location], { encoding: 'utf8' });
          assert.equal(count.stdout, '1\n');
          assert.match(count.stderr, /3 held row\(s\) not counted/);
        }

        assert.equal(await store.erase('Victim@X.example'), true, 'erasing the victim finds the rows that name it');
        assert.deepEqual(
          (await store.held()).map((row) => row.email),
          ['\ufffd\ufffd@x.example'],
        );
        assert.equal(await store.erase('\ufffd\ufffd@x.example'), true, 'a held row is erased by its own text too');
        assert.deepEqual(await store.held(), []);
      } finally {
        await store.close();
      }
    });
  });
}
