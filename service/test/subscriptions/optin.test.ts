import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../../src/subscriptions/links.js';
import {
  HOUR_MS,
  linkIn,
  pressLinkButton,
  request,
  signUp,
  SITE_ORIGIN,
  startApp,
  STORE_KINDS,
  TestClock,
  waitFor,
  type RunningApp,
} from '../helpers.js';

const SUCCESS = '{"message":"Email submitted successfully!"}';

/** Opens a link of a mail as a browser would, without following the redirect: where does it send the reader? */
async function open(link: string, method = 'GET', body?: string): Promise<{ status: number; location: string | undefined; json: unknown }> {
  const url = new URL(link);
  const answer = await request(url.origin, {
    method,
    path: `${url.pathname}${url.search}`,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });
  return { status: answer.status, location: answer.headers.location, json: answer.json };
}

/** Presses the one button of a link's page: the form's POST to the link, as link-page.ts writes it. */
const press = (link: string) => open(link, 'POST', 'via=page');

const landing = (page: string) => `${SITE_ORIGIN}/newsletter/${page}`;

/** When the sign-up a confirmation link completes was asked for (the token carries it, in ms). */
const consentOf = (link: string) => Number(new URL(link).searchParams.get('token')?.split('.')[2]);

for (const kind of STORE_KINDS) {
  describe(`double opt-in (${kind})`, () => {
    let service: RunningApp;
    before(async () => {
      service = await startApp({ kind });
    });
    after(() => service.close());

    const row = async (email: string) => (await service.store.list()).find((signup) => signup.email === email);

    it('stores a sign-up as pending with its consent evidence and mails a confirmation link', async () => {
      const before = Date.now();
      const answer = await signUp(service.base, 'Reader@Example.com', { path: '/wp/wp-json/custom/v1/insert-email?source=footer' });
      assert.equal(answer.status, 200);
      assert.equal(answer.text, SUCCESS);
      const signup = await row('reader@example.com');
      assert.equal(signup?.status, 'pending');
      assert.equal(signup?.source, 'footer');
      assert.ok(Date.parse(signup?.consentedAt ?? '') >= before - 5);
      assert.equal(signup?.confirmedAt, null);

      const [mail] = await service.mailer.waitFor('reader@example.com');
      assert.match(mail?.subject ?? '', /Confirm your Toolverse newsletter subscription/);
      const confirm = linkIn(mail?.text ?? '', CONFIRM_PATH);
      assert.ok(confirm.startsWith(`${service.base}${CONFIRM_PATH}?token=`));
      assert.doesNotMatch(confirm, /reader|example\.com/, 'the link does not carry the address');
      assert.equal(
        mail?.unsubscribeUrl,
        linkIn(mail?.text ?? '', UNSUBSCRIBE_PATH),
        'the body and the List-Unsubscribe header carry one link',
      );
    });

    it('confirms by the button of the link page, lands on the confirmed page, and pressing it again is harmless', async () => {
      const [mail] = await service.mailer.waitFor('reader@example.com');
      const confirm = linkIn(mail?.text ?? '', CONFIRM_PATH);
      const { page, pressed: first, button } = await pressLinkButton(confirm);
      assert.equal(page.status, 200);
      assert.equal(button, 'Confirm my subscription');
      assert.equal(first.status, 303);
      assert.equal(first.headers.location, landing('confirmed'));
      const confirmed = await row('reader@example.com');
      assert.equal(confirmed?.status, 'confirmed');
      assert.ok(confirmed?.confirmedAt);

      const again = await press(confirm);
      assert.equal(again.location, landing('confirmed'));
      assert.equal((await row('reader@example.com'))?.confirmedAt, confirmed?.confirmedAt, 'the first confirmation time stays');
    });

    it('answers a repeated sign-up exactly alike, and sends no new mail to a confirmed or freshly mailed address', async () => {
      const mailsBefore = service.mailer.sent.length;
      for (const email of ['reader@example.com', 'READER@example.com']) {
        const answer = await signUp(service.base, email, { path: '/wp/wp-json/custom/v1/insert-email?source=tools' });
        assert.equal(answer.text, SUCCESS);
      }
      await signUp(service.base, 'fresh@example.com');
      await service.mailer.waitFor('fresh@example.com');
      assert.equal((await signUp(service.base, 'fresh@example.com')).text, SUCCESS);
      // The outbox applies sign-ups and sends their mail in order: once a later address's mail is
      // here, any mail the repeated sign-ups led to would be here too.
      await signUp(service.base, 'later@example.com');
      await service.mailer.waitFor('later@example.com');
      assert.deepEqual(
        service.mailer.sent.slice(mailsBefore).map((mail) => mail.to),
        ['fresh@example.com', 'later@example.com'],
        'only the new addresses got a mail',
      );
      assert.equal((await row('reader@example.com'))?.source, 'footer', 'the consent in force keeps its form');
    });

    it('sends a forged or altered link to the invalid-link page and changes nothing', async () => {
      const [mail] = await service.mailer.waitFor('fresh@example.com');
      const confirm = new URL(linkIn(mail?.text ?? '', CONFIRM_PATH));
      const token = confirm.searchParams.get('token') ?? '';
      const [purpose, id, millis, signature] = token.split('.');
      const forged = [
        `${purpose}.${id}.${Number(millis) + 1}.${signature}`,
        `${purpose}.${id}.${millis}.${(signature ?? '').slice(0, -2)}AA`,
        `u.${id}.${signature}`,
        '',
        'x'.repeat(500),
      ];
      for (const bad of forged) {
        confirm.searchParams.set('token', bad);
        assert.equal((await open(confirm.href)).location, landing('link-invalid'), bad);
        assert.equal((await press(confirm.href)).location, landing('link-invalid'), bad);
      }
      assert.equal((await open(`${service.base}${CONFIRM_PATH}`)).location, landing('link-invalid'));
      assert.equal((await row('fresh@example.com'))?.status, 'pending');
    });

    it('unsubscribes by the button of the link page and lands on the unsubscribed page; again is harmless', async () => {
      const [mail] = await service.mailer.waitFor('reader@example.com');
      const { pressed: first, button } = await pressLinkButton(mail?.unsubscribeUrl ?? '');
      assert.equal(button, 'Unsubscribe');
      assert.equal(first.status, 303);
      assert.equal(first.headers.location, landing('unsubscribed'));
      const left = await row('reader@example.com');
      assert.equal(left?.status, 'unsubscribed');
      assert.ok(left?.unsubscribedAt);
      assert.ok(left?.confirmedAt, 'the evidence of the confirmation stays');
      assert.equal((await press(mail?.unsubscribeUrl ?? '')).location, landing('unsubscribed'));
      assert.equal((await row('reader@example.com'))?.unsubscribedAt, left?.unsubscribedAt);
    });

    it('unsubscribes with one click (RFC 8058 POST), without a redirect', async () => {
      const [mail] = await service.mailer.waitFor('fresh@example.com');
      const answer = await open(mail?.unsubscribeUrl ?? '', 'POST', 'List-Unsubscribe=One-Click');
      assert.equal(answer.status, 200);
      assert.equal(answer.location, undefined);
      assert.deepEqual(answer.json, { message: 'You are unsubscribed.' });
      assert.equal((await row('fresh@example.com'))?.status, 'unsubscribed');

      const forged = new URL(mail?.unsubscribeUrl ?? '');
      forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
      const refused = await open(forged.href, 'POST', 'List-Unsubscribe=One-Click');
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json, { message: 'This link is not valid.' });
      assert.equal((await open(forged.href)).location, landing('link-invalid'));
    });

    it('asks again from scratch when an unsubscribed reader signs up again; the old confirmation link no longer works', async () => {
      const [oldMail] = await service.mailer.waitFor('fresh@example.com');
      const oldLink = linkIn(oldMail?.text ?? '', CONFIRM_PATH);
      assert.ok(Date.now() > consentOf(oldLink), 'the new consent comes a millisecond or more after the old one');
      assert.equal(
        (await signUp(service.base, 'fresh@example.com', { path: '/wp/wp-json/custom/v1/insert-email?source=guide' })).text,
        SUCCESS,
      );
      const mails = await service.mailer.waitFor('fresh@example.com', 2);
      const back = await row('fresh@example.com');
      assert.equal(back?.status, 'pending');
      assert.equal(back?.source, 'guide', 'the new consent records its own form');
      assert.equal((await press(oldLink)).location, landing('link-invalid'));
      assert.equal((await press(linkIn(mails[1]?.text ?? '', CONFIRM_PATH))).location, landing('confirmed'));
      assert.equal((await row('fresh@example.com'))?.status, 'confirmed');
    });

    it('keeps a sign-up and answers at once while mail fails, and delivers once the mail server is back', async () => {
      service.mailer.failing = true;
      const started = Date.now();
      const answer = await signUp(service.base, 'patient@example.com');
      assert.equal(answer.text, SUCCESS);
      assert.ok(Date.now() - started < 1_000, 'the answer does not wait for the mail');
      assert.equal((await row('patient@example.com'))?.status, 'pending');
      const attempts = service.mailer.attempts;
      await waitFor(() => service.mailer.attempts >= attempts + 2, { what: 'a retry of the failed mail' });
      assert.equal(service.mailer.sent.filter((mail) => mail.to === 'patient@example.com').length, 0);
      service.mailer.failing = false;
      const [mail] = await service.mailer.waitFor('patient@example.com');
      assert.equal((await press(linkIn(mail?.text ?? '', CONFIRM_PATH))).location, landing('confirmed'));
    });

    it('erases an address with its evidence; its links then change nothing', async () => {
      const [mail] = await service.mailer.waitFor('patient@example.com');
      assert.equal(await service.store.erase('PATIENT@example.com'), true);
      assert.equal(await row('patient@example.com'), undefined);
      assert.equal((await press(linkIn(mail?.text ?? '', CONFIRM_PATH))).location, landing('link-invalid'));
      assert.equal(
        (await press(mail?.unsubscribeUrl ?? '')).location,
        landing('unsubscribed'),
        'an unsubscribe link never tells whether the address is there',
      );
      assert.equal(await row('patient@example.com'), undefined);
      assert.equal(await service.store.erase('patient@example.com'), false);
    });
  });

  describe(`pending expiry (${kind})`, () => {
    let service: RunningApp;
    // The links' clock: each link is opened at a chosen moment after the consent it carries.
    const clock = new TestClock();
    const validMs = 48 * HOUR_MS;
    const openAt = (link: string, msAfterConsent: number) => {
      clock.set(consentOf(link) + msAfterConsent);
      return press(link);
    };
    before(async () => {
      service = await startApp({ kind, mail: { confirmValidMs: validMs }, now: clock.now });
    });
    after(() => service.close());

    const statusOf = async (email: string) => (await service.store.list()).find((row) => row.email === email)?.status;

    it('sends an expired confirmation link to the expired page, deletes the pending sign-up, and asks again on a new sign-up', async () => {
      await signUp(service.base, 'prompt@example.com');
      await signUp(service.base, 'late@example.com');
      const [prompt] = await service.mailer.waitFor('prompt@example.com');
      const [late] = await service.mailer.waitFor('late@example.com');
      assert.equal(
        (await openAt(linkIn(prompt?.text ?? '', CONFIRM_PATH), validMs - 1)).location,
        landing('confirmed'),
        'works to the end',
      );
      const lateLink = linkIn(late?.text ?? '', CONFIRM_PATH);
      assert.equal((await openAt(lateLink, validMs)).location, landing('link-expired'));
      assert.equal(await statusOf('late@example.com'), 'pending');

      clock.advance(1_000);
      assert.equal(await service.store.expirePending(new Date(clock.now() - validMs)), 1);
      assert.equal(await statusOf('late@example.com'), undefined);
      assert.equal(await statusOf('prompt@example.com'), 'confirmed');

      await signUp(service.base, 'late@example.com');
      const mails = await service.mailer.waitFor('late@example.com', 2);
      assert.equal((await openAt(linkIn(mails[1]?.text ?? '', CONFIRM_PATH), 0)).location, landing('confirmed'));
    });

    it('keeps confirmed and unsubscribed addresses when pending ones expire', async () => {
      for (const email of ['kept@example.com', 'left@example.com', 'waiting@example.com']) await signUp(service.base, email);
      const [kept] = await service.mailer.waitFor('kept@example.com');
      const [left] = await service.mailer.waitFor('left@example.com');
      const [waiting] = await service.mailer.waitFor('waiting@example.com');
      assert.equal((await openAt(linkIn(kept?.text ?? '', CONFIRM_PATH), 0)).location, landing('confirmed'));
      assert.equal((await press(left?.unsubscribeUrl ?? '')).location, landing('unsubscribed'));

      clock.set(consentOf(linkIn(waiting?.text ?? '', CONFIRM_PATH)) + validMs + 1_000);
      assert.ok((await service.store.expirePending(new Date(clock.now() - validMs))) >= 1);
      assert.equal(await statusOf('waiting@example.com'), undefined, 'the pending one expired');
      assert.equal(await statusOf('kept@example.com'), 'confirmed');
      assert.equal(await statusOf('left@example.com'), 'unsubscribed');
    });
  });
}

describe('link lifetime', () => {
  it('is two days by default', async () => {
    const service = await startApp();
    try {
      await signUp(service.base, 'default@example.com');
      const [mail] = await service.mailer.waitFor('default@example.com');
      assert.match(mail?.text ?? '', /works for 48 hours/);
      const token = new URL(linkIn(mail?.text ?? '', CONFIRM_PATH)).searchParams.get('token') ?? '';
      const consented = Number(token.split('.')[2]);
      assert.ok(Math.abs(consented - Date.now()) < 5_000);
    } finally {
      await service.close();
    }
  });
});
