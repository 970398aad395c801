import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MAIL_LINK_VALID_MS } from '../../src/subscriptions/links.js';
import type { ToolFacts } from '../../src/watches/facts.js';
import { WATCH_COLLECT_MS } from '../../src/watches/store.js';
import { watchLinks } from '../../src/watches/links.js';
import { changesMail, deliverWatchMail } from '../../src/watches/mail.js';
import type { MailMessage } from '../../src/mail.js';
import { linkIn, pageForm, request, SITE_ORIGIN, startApp, STORE_KINDS, TestClock, type RunningApp } from '../helpers.js';

const facts = (name: string, price = 'Pro: $20/month, billed monthly'): ToolFacts => ({
  name,
  freePlan: 'Free plan',
  price,
  priceSource: null,
  owner: 'Acme',
});
const TOOLS = new Map<string, ToolFacts>([
  ['chatgpt', facts('ChatGPT')],
  ['jasper', facts('Jasper')],
]);
const SECRET = 'watch-links-test-secret-'.padEnd(40, 'x');
const INVALID = `${SITE_ORIGIN}/newsletter/link-invalid`;
const EXPIRED = `${SITE_ORIGIN}/newsletter/link-expired`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A request to a link of a mail (its path and token on the service). */
const at = (link: string, spec: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const url = new URL(link);
  return request(url.origin, { method: 'GET', ...spec, path: url.pathname + url.search });
};
const pressed = (link: string, body = 'via=page') => at(link, { method: 'POST', headers: FORM, body });
const oneClick = (link: string) => at(link, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
/** The watcher a manage link names, and when its mail was written. */
const tokenParts = (link: string) => {
  const [, watcherId, version, issued] = new URL(link).searchParams.get('token')?.split('.') ?? [];
  return { watcherId: watcherId ?? '', version: Number(version), issuedAt: Number(issued) };
};

for (const kind of STORE_KINDS) {
  describe(`the links of watch mails, on ${kind}`, () => {
    let running: RunningApp;
    const clock = new TestClock();
    before(async () => {
      running = await startApp({ kind, watch: { tools: TOOLS }, mail: { secret: SECRET }, rateLimit: 0, now: clock.now });
    });
    after(() => running.close());
    const watches = (link: string) => running.store.watches.list(tokenParts(link));
    /** Asks to watch a tool by the form; resolves its confirmation mail. */
    const ask = async (email: string, tool: string): Promise<MailMessage> => {
      const before = running.mailer.sent.filter((mail) => mail.to === email).length;
      const answer = await request(running.base, {
        path: '/watch',
        headers: { ...FORM, origin: SITE_ORIGIN },
        body: `email=${encodeURIComponent(email)}&tool=${tool}`,
      });
      assert.equal(answer.headers.location, `${SITE_ORIGIN}/watch/sent`);
      // The confirmation mail collects tools for a while: its window is ended rather than waited for.
      await running.store.watches.report();
      clock.advance(WATCH_COLLECT_MS);
      return (await running.mailer.waitFor(email, before + 1))[before]!;
    };
    const confirm = async (mail: MailMessage) => {
      clock.set(Date.now());
      assert.equal((await pressed(linkIn(mail.text, '/watch/confirm'))).headers.location, `${SITE_ORIGIN}/watch/confirmed`);
    };

    it('answers a GET of the confirmation link with a page and its button, changing nothing; the button confirms', async () => {
      const mail = await ask('confirm-page@example.com', 'chatgpt');
      const link = linkIn(mail.text, '/watch/confirm');
      const manage = linkIn(mail.text, '/watch/manage');
      clock.set(Date.now());
      const page = await at(link);
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.text, /<script/);
      assert.match(page.text, /<h1>Watch ChatGPT<\/h1>/);
      assert.equal(pageForm(page.text).button, 'Confirm: watch ChatGPT');
      assert.match(String(page.headers['content-security-policy']), new RegExp(`form-action 'self' ${SITE_ORIGIN};`));
      assert.deepEqual(await watches(manage), [{ toolId: 'chatgpt', status: 'pending' }], 'the GET confirmed nothing');
      await confirm(mail);
      assert.deepEqual(await watches(manage), [{ toolId: 'chatgpt', status: 'confirmed' }]);
    });

    it('answers a GET of the stop link with a page and its button, changing nothing; the button stops all and shows the manage page', async () => {
      const mail = await ask('stop-page@example.com', 'chatgpt');
      await confirm(mail);
      const stop = mail.unsubscribeUrl;
      const page = await at(stop);
      assert.equal(page.status, 200);
      assert.equal(pageForm(page.text).button, 'Stop every watch mail');
      assert.match(page.text, /To stop only some, see <a href="\/watch\/manage\?token=m\.[^"]+">the tools you watch<\/a>/);
      assert.deepEqual(await watches(stop), [{ toolId: 'chatgpt', status: 'confirmed' }], 'the GET stopped nothing');

      const answer = await pressed(stop);
      assert.equal(answer.status, 303);
      const next = new URL(answer.headers.location ?? '', running.base);
      assert.equal(next.pathname, '/watch/manage');
      assert.equal(tokenParts(next.href).version, tokenParts(stop).version + 1, 'a link of the new version');
      assert.equal(tokenParts(next.href).issuedAt, tokenParts(stop).issuedAt, 'expiring when the old one would have');
      assert.match((await at(next.href)).text, /You watch no tools/);
      // The link that stopped all, and every other link written before, no longer works.
      assert.equal((await at(stop)).headers.location, INVALID);
      assert.equal((await at(linkIn(mail.text, '/watch/manage'))).headers.location, INVALID);
    });

    it("stops all by a mail client's one-click POST, answered 200; after it the old links are refused, even once the address watches again", async () => {
      const mail = await ask('one-click@example.com', 'chatgpt');
      await confirm(mail);
      const manage = linkIn(mail.text, '/watch/manage');
      const answer = await oneClick(mail.unsubscribeUrl);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.location, undefined);
      assert.deepEqual(await running.store.watches.list({ ...tokenParts(manage), version: 1 }), []);

      const again = await ask('one-click@example.com', 'jasper');
      await confirm(again);
      assert.equal(tokenParts(linkIn(again.text, '/watch/manage')).version, 1, 'the new mail carries the new version');
      assert.equal((await at(manage)).headers.location, INVALID);
      assert.equal((await at(manage, { method: 'POST', headers: FORM, body: 'tool=*' })).headers.location, INVALID);
      assert.equal((await pressed(mail.unsubscribeUrl)).headers.location, INVALID);
      const refused = await oneClick(mail.unsubscribeUrl);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json, { message: 'This link is not valid.' });
      assert.deepEqual(await watches(linkIn(again.text, '/watch/manage')), [{ toolId: 'jasper', status: 'confirmed' }]);
    });

    it('refuses the links of an erased address, also once the address watches again (a new watcher, a new id)', async () => {
      const mail = await ask('erased@example.com', 'chatgpt');
      await confirm(mail);
      assert.equal(await running.store.erase('erased@example.com'), true);
      const again = await ask('erased@example.com', 'chatgpt');
      assert.notEqual(tokenParts(linkIn(again.text, '/watch/manage')).watcherId, tokenParts(mail.unsubscribeUrl).watcherId);
      assert.equal((await at(linkIn(mail.text, '/watch/manage'))).headers.location, INVALID);
      assert.equal((await oneClick(mail.unsubscribeUrl)).status, 400);
      assert.equal((await at(linkIn(again.text, '/watch/manage'))).status, 200);
    });

    it('sends a manage or stop link older than a year, or of the form without a version, to the expired page', async () => {
      const mail = await ask('year@example.com', 'chatgpt');
      await confirm(mail);
      const manage = linkIn(mail.text, '/watch/manage');
      const { issuedAt, watcherId } = tokenParts(manage);
      clock.set(issuedAt + MAIL_LINK_VALID_MS - 1);
      assert.equal((await at(manage)).status, 200, 'works to the end of the year');
      clock.set(issuedAt + MAIL_LINK_VALID_MS);
      for (const [link, button] of [
        [manage, 'tool=*'],
        [mail.unsubscribeUrl, 'via=page'],
      ] as const) {
        assert.equal((await at(link)).headers.location, EXPIRED, link);
        assert.equal((await pressed(link, button)).headers.location, EXPIRED, link);
      }
      const refused = await oneClick(mail.unsubscribeUrl);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json, { message: 'This link has expired: use the one in our latest mail.' });
      clock.set(Date.now());
      assert.deepEqual(await watches(manage), [{ toolId: 'chatgpt', status: 'confirmed' }], 'nothing was stopped');

      // A link of a mail written before links carried a version and a time: signed by us, expired.
      const legacy = new URL(manage);
      legacy.searchParams.set('token', `m.${watcherId}.${createHmac('sha256', SECRET).update(`watch:m.${watcherId}`).digest('base64url')}`);
      assert.equal((await at(legacy.href)).headers.location, EXPIRED);
      legacy.searchParams.set('token', `m.${watcherId}.forged`);
      assert.equal((await at(legacy.href)).headers.location, INVALID);
    });

    it('writes change mails whose body links the manage page, the one-click stop only in List-Unsubscribe', async () => {
      const mail = await ask('changes@example.com', 'chatgpt');
      await confirm(mail);
      const compose = (watcherId: string, email: string, changes: Parameters<typeof changesMail>[1], version: number) =>
        changesMail(email, changes, watchLinks(SECRET, running.base, SITE_ORIGIN, { watcherId, version }), '2026-11-29');
      await running.store.watches.notify(TOOLS, compose);
      const changed = new Map(TOOLS).set('chatgpt', facts('ChatGPT', 'Pro: $25/month, billed monthly'));
      assert.equal((await running.store.watches.notify(changed, compose)).run.mails >= 1, true);
      await deliverWatchMail({ store: running.store.watches, mailer: running.mailer, log: { info: () => {}, warn: () => {} } });
      // The service's own sender may be the one that sends it: waited for, whoever does.
      const change = (await running.mailer.waitFor('changes@example.com', 2)).find((sent) => sent.subject.includes('changed'))!;
      assert.match(change.unsubscribeUrl, /\/watch\/unsubscribe\?token=m\./);
      assert.doesNotMatch(change.text, /\/watch\/unsubscribe/);
      assert.doesNotMatch(change.text, /one click/i);
      assert.equal((await at(linkIn(change.text, '/watch/manage'))).status, 200);
    });
  });
}
