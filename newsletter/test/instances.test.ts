import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestStore, signUp, startApp, type RunningApp, type TestStore } from './helpers.js';

// The PostgreSQL deployment: several stateless instances on one database.
describe('two service instances on one PostgreSQL database', () => {
  let shared: TestStore;
  let first: RunningApp;
  let second: RunningApp;
  before(async () => {
    shared = await createTestStore('postgres');
    first = await startApp({ testStore: shared, rateLimit: 4 });
    second = await startApp({ testStore: shared, rateLimit: 4 });
  });
  after(async () => {
    await first.close();
    await second.close();
    await shared.store.close();
  });

  it('share one rate limit per client through the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(first.base, `limit-a${i}@example.com`)).status);
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(second.base, `limit-b${i}@example.com`)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429], 'the fourth sign-up used up the limit on both instances');
    assert.equal(await shared.store.count(), 4);
  });

  it('store each address once and send each confirmation mail once between them', async () => {
    const other = await createTestStore('postgres');
    const a = await startApp({ testStore: other });
    const b = await startApp({ testStore: other });
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `both-${i}@example.com`);
      // Every address at both instances at once.
      const answers = await Promise.all(addresses.flatMap((email) => [signUp(a.base, email), signUp(b.base, email.toUpperCase())]));
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.equal(await other.store.count(), 30);
      const deadline = Date.now() + 10_000;
      while (a.mailer.sent.length + b.mailer.sent.length < 30 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const recipients = [...a.mailer.sent, ...b.mailer.sent].map((mail) => mail.to).sort();
      assert.deepEqual(recipients, [...addresses].sort(), 'one mail per address, none twice');
    } finally {
      await a.close();
      await b.close();
      await other.store.close();
    }
  });
});
