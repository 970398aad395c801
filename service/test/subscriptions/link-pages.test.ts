import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CONFIRM_PATH, MAIL_LINK_VALID_MS } from '../../src/subscriptions/links.js';
import { linkIn, pageForm, request, signUp, SITE_ORIGIN, startApp, STORE_KINDS, TestClock, type RunningApp } from '../helpers.js';

const SECRET = 'link-pages-test-secret-'.padEnd(40, 'x');
const landing = (page: string) => `${SITE_ORIGIN}/newsletter/${page}`;

/** A request to a link of a mail (its path and token on the service). */
const at = (link: string, spec: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const url = new URL(link);
  return request(url.origin, { method: 'GET', ...spec, path: url.pathname + url.search });
};
const pressed = (link: string) =>
  at(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'via=page' });
const oneClick = (link: string) =>
  at(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

/** When an unsubscribe link's mail was written (the token carries it, in ms). */
const issuedAt = (link: string) => Number(new URL(link).searchParams.get('token')?.split('.')[2]);

for (const kind of STORE_KINDS) {
  describe(`the newsletter's link pages (${kind})`, () => {
    let service: RunningApp;
    const clock = new TestClock();
    before(async () => {
      service = await startApp({ kind, mail: { secret: SECRET }, now: clock.now });
    });
    after(() => service.close());
    const statusOf = async (email: string) => (await service.store.list()).find((row) => row.email === email)?.status;
    const mailOf = async (email: string) => {
      await signUp(service.base, email);
      const [mail] = await service.mailer.waitFor(email);
      return mail!;
    };

    it('answers a GET of the confirmation link with a page and its button, changing nothing; the button confirms', async () => {
      const mail = await mailOf('page@example.com');
      const link = linkIn(mail.text, CONFIRM_PATH);
      clock.set(Date.now());
      const page = await at(link);
      assert.equal(page.status, 200);
      assert.equal(await statusOf('page@example.com'), 'pending', 'the GET confirmed nothing');
      assert.doesNotMatch(page.text, /<script/);
      assert.match(page.text, /<h1>Confirm your subscription<\/h1>/);
      const form = pageForm(page.text);
      assert.equal(form.button, 'Confirm my subscription');
      assert.equal(form.action, `${CONFIRM_PATH}${new URL(link).search}`, 'the form posts to the link itself');
      assert.equal(
        page.headers['content-security-policy'],
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${SITE_ORIGIN}; frame-ancestors 'none'`,
      );
      assert.equal(page.headers['referrer-policy'], 'no-referrer');
      assert.equal((await at(link, { method: 'HEAD' })).status, 200);
      assert.equal(await statusOf('page@example.com'), 'pending');

      const confirmed = await pressed(link);
      assert.equal(confirmed.status, 303);
      assert.equal(confirmed.headers.location, landing('confirmed'));
      assert.equal(await statusOf('page@example.com'), 'confirmed');
    });

    it('answers a GET of the unsubscribe link with a page and its button, changing nothing; the button unsubscribes', async () => {
      const [mail] = await service.mailer.waitFor('page@example.com');
      clock.set(Date.now());
      const page = await at(mail!.unsubscribeUrl);
      assert.equal(page.status, 200);
      assert.equal(pageForm(page.text).button, 'Unsubscribe');
      assert.match(page.text, /<h1>Unsubscribe from the Toolverse newsletter<\/h1>/);
      assert.equal(await statusOf('page@example.com'), 'confirmed', 'the GET unsubscribed nobody');
      const answer = await pressed(mail!.unsubscribeUrl);
      assert.equal(answer.status, 303);
      assert.equal(answer.headers.location, landing('unsubscribed'));
      assert.equal(await statusOf('page@example.com'), 'unsubscribed');
    });

    it("still unsubscribes by a mail client's one-click POST, form-encoded or multipart, answered 200 without a redirect", async () => {
      const formMail = await mailOf('one-click@example.com');
      const multipartMail = await mailOf('multipart@example.com');
      clock.set(Date.now());
      const answer = await oneClick(formMail.unsubscribeUrl);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.location, undefined);
      assert.equal(await statusOf('one-click@example.com'), 'unsubscribed');
      const boundary = 'x-boundary';
      const multipart = await at(multipartMail.unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      assert.equal(multipart.status, 200);
      assert.equal(await statusOf('multipart@example.com'), 'unsubscribed');
    });

    it('sends an unsubscribe link older than a year, or of the form without a time, to the expired page', async () => {
      const mail = await mailOf('old-link@example.com');
      const link = mail.unsubscribeUrl;
      clock.set(issuedAt(link) + MAIL_LINK_VALID_MS - 1);
      assert.equal((await at(link)).status, 200, 'works to the end of the year');
      clock.set(issuedAt(link) + MAIL_LINK_VALID_MS);
      assert.equal((await at(link)).headers.location, landing('link-expired'));
      assert.equal((await pressed(link)).headers.location, landing('link-expired'));
      const refused = await oneClick(link);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json, { message: 'This link has expired: use the one in our latest mail.' });
      assert.equal(await statusOf('old-link@example.com'), 'pending');

      // A link of a mail written before links expired: signed by us, with no time in it.
      const id = new URL(link).searchParams.get('token')?.split('.')[1] ?? '';
      const legacy = new URL(link);
      legacy.searchParams.set('token', `u.${id}.${createHmac('sha256', SECRET).update(`u.${id}`).digest('base64url')}`);
      clock.set(Date.now());
      assert.equal((await at(legacy.href)).headers.location, landing('link-expired'));
      assert.equal((await oneClick(legacy.href)).status, 400);
      assert.equal(await statusOf('old-link@example.com'), 'pending');
      legacy.searchParams.set('token', `u.${id}.forged`);
      assert.equal((await at(legacy.href)).headers.location, landing('link-invalid'));
    });
  });
}
