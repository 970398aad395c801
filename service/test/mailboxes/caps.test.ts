// The caps of confirmation mail hold across the newsletter and watches, per mailbox however the
// address is spelt, per domain and overall, as readers (or a script) reach them over HTTP.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, afterEach, describe, it } from 'node:test';
import { HOUR_MS, startApp, STORE_KINDS, TestClock, type RunningApp, type StartAppOptions } from '../helpers.js';
import { mailsTo, settled, subscribe, TOOL_IDS, TOOLS, watchTool } from './flows.js';

const MINUTE_MS = 60_000;

for (const kind of STORE_KINDS) {
  describe(`the caps of confirmation mail (${kind})`, () => {
    let service: RunningApp | undefined;
    const clock = new TestClock();
    const start = async (options: StartAppOptions = {}) => {
      service = await startApp({ kind, watch: { tools: TOOLS }, now: clock.now, ...options });
      return service;
    };
    afterEach(async () => {
      await service?.close();
      service = undefined;
    });

    it('mails one mailbox at most 3 confirmations an hour when two tools are asked for every 10 minutes', async () => {
      const { base } = await start();
      const running = service as RunningApp;
      for (let minute = 0; minute < 60; minute += 10) {
        await watchTool(base, 'victim@x.example', 'alpha');
        await watchTool(base, 'victim@x.example', 'beta');
        clock.advance(10 * MINUTE_MS);
      }
      await settled(running, clock);
      assert.equal(mailsTo([running], ['victim@x.example']), 3);
    });

    it('counts a+1@, a+2@ and Gmail spellings of one mailbox as one, across the newsletter and watches', async () => {
      const { base } = await start();
      const running = service as RunningApp;
      const plain = ['a+1@x.example', 'a+2@x.example', 'A+0@x.example', 'a+3@x.example', 'a+4@x.example'];
      await subscribe(base, plain[0]!);
      await watchTool(base, plain[1]!, 'alpha');
      await subscribe(base, plain[2]!);
      await watchTool(base, plain[3]!, 'beta');
      await subscribe(base, plain[4]!);
      const gmail = ['a.b@gmail.com', 'ab+z@googlemail.com', 'A.B+x@GoogleMail.com', 'a.b+q@gmail.com', 'a.b.+w@gmail.com'];
      await watchTool(base, gmail[0]!, 'alpha');
      await subscribe(base, gmail[1]!);
      await watchTool(base, gmail[2]!, 'beta');
      await subscribe(base, gmail[3]!);
      await watchTool(base, gmail[4]!, 'gamma');
      await settled(running, clock);
      const lower = (list: string[]) => list.map((email) => email.toLowerCase());
      assert.equal(mailsTo([running], lower(plain)), 3);
      assert.equal(mailsTo([running], lower(gmail)), 3);
      // Mail goes to the address typed, never to the canonical one.
      assert.ok(running.mailer.sent.every((mail) => lower([...plain, ...gmail]).includes(mail.to)));
    });

    it('mails one mailbox at most 5 confirmations a day', async () => {
      const { base } = await start();
      const running = service as RunningApp;
      const asked: number[] = [];
      for (const [index, tool] of TOOL_IDS.entries()) {
        // Two tools an hour: below the hourly cap, so the daily one is what stops the sixth.
        if (index > 0 && index % 2 === 0) clock.advance(HOUR_MS + MINUTE_MS);
        await watchTool(running.base, 'daily@x.example', tool);
        await settled(running, clock);
        asked.push(mailsTo([running], ['daily@x.example']));
      }
      assert.deepEqual(asked, [1, 2, 3, 4, 5, 5]);
      clock.advance(24 * HOUR_MS);
      await watchTool(base, 'daily@x.example', 'zeta');
      await settled(running, clock);
      assert.equal(mailsTo([running], ['daily@x.example']), 6, 'a day later the caps start again');
    });

    it('mails one recipient domain at most its hourly cap', async () => {
      const running = await start({ mail: { caps: { overallHour: 500, domainHour: 4 } } });
      const many = Array.from({ length: 6 }, (_, i) => `reader${i}@busy.example`);
      for (const email of many) await subscribe(running.base, email);
      await watchTool(running.base, 'other@quiet.example', 'alpha');
      await settled(running, clock);
      assert.equal(mailsTo([running], many), 4);
      assert.equal(mailsTo([running], ['other@quiet.example']), 1);
      clock.advance(HOUR_MS + MINUTE_MS);
      await watchTool(running.base, many[5]!, 'alpha');
      await settled(running, clock);
      assert.equal(mailsTo([running], many), 5, 'an hour later the domain is mailed again');
    });

    it('stops at the overall hourly cap and logs one alarm an operator can find', async () => {
      const stream = new PassThrough();
      let log = '';
      stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const running = await start({ mail: { caps: { overallHour: 3, domainHour: 100 } }, logStream: stream, logLevel: 'info' });
      const readers = Array.from({ length: 5 }, (_, i) => `reader@d${i}.example`);
      for (const email of readers) await watchTool(running.base, email, 'alpha');
      clock.advance(30 * MINUTE_MS);
      await subscribe(running.base, 'late@d9.example');
      await settled(running, clock);
      assert.equal(mailsTo([running], [...readers, 'late@d9.example']), 3);
      const lines = log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; cap?: unknown; email?: string });
      const alarms = lines.filter((line) => line.msg.startsWith('mail alarm: the hourly cap of 3 confirmation mails is reached'));
      assert.equal(alarms.length, 1, 'once an hour, however many are refused');
      assert.equal(alarms[0]?.level, 50, 'at error level');
      const refusals = lines.filter((line) => line.cap === 'overall');
      assert.equal(refusals.length, 3);
      assert.ok(refusals.every((line) => line.level === 30 && line.email?.includes('***')));
      assert.doesNotMatch(log, /reader@d3\.example|late@d9\.example/, 'no address in full');
    });
  });
}

describe('two instances on one PostgreSQL database', () => {
  const services: RunningApp[] = [];
  after(async () => {
    for (const service of services.reverse()) await service.close();
  });

  it('cannot together pass one mailbox its hourly cap when requests race', async () => {
    const clock = new TestClock();
    const first = await startApp({ kind: 'postgres', watch: { tools: TOOLS }, now: clock.now });
    services.push(first);
    const second = await startApp({ kind: 'postgres', watch: { tools: TOOLS }, testStore: first.testStore, now: clock.now });
    services.push(second);
    const spellings = ['race@x.example', 'race+1@x.example', 'race+2@x.example'];
    await Promise.all(
      [first, second].flatMap((service, which) =>
        spellings.flatMap((email, index) => [
          ...TOOL_IDS.map((tool) => watchTool(service.base, email, tool)),
          subscribe(service.base, spellings[(index + which) % spellings.length]!),
        ]),
      ),
    );
    await settled(first, clock);
    assert.equal(mailsTo([first, second], spellings), 3);
  });
});
