import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startMailbox, type TestMailbox } from '../../../tests/support/smtp.js';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../../src/subscriptions/links.js';
import { confirmationMail, FileMailer, SmtpMailer } from '../../src/mail.js';
import { linkIn, pressLinkButton, request, signUp, SITE_ORIGIN, startService, tempDir, waitFor } from '../helpers.js';

/** A header as sent (mailparser folds the List-* headers into one structured `list` value). */
function header(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((candidate) => candidate.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

const message = confirmationMail(
  'reader@example.com',
  'https://n.example/newsletter/confirm?token=c.x',
  'https://n.example/newsletter/unsubscribe?token=u.y',
  48,
);

describe('mailers', () => {
  it('SMTP: delivers the mail with the one-click unsubscribe headers (RFC 8058)', async () => {
    const smtp = await startMailbox();
    const mailer = new SmtpMailer(smtp.url, 'Toolverse <newsletter@toolverse.example>');
    try {
      await mailer.send(message);
      const [mail] = smtp.received;
      assert.equal(mail?.subject, message.subject);
      assert.deepEqual(mail?.from?.value[0], { name: 'Toolverse', address: 'newsletter@toolverse.example' });
      assert.equal(header(mail, 'list-unsubscribe'), '<https://n.example/newsletter/unsubscribe?token=u.y>');
      assert.equal(header(mail, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      assert.equal(linkIn(mail?.text ?? '', '/newsletter/confirm'), 'https://n.example/newsletter/confirm?token=c.x');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('SMTP: a recipient that reads as a list still reaches one mailbox, never several', async () => {
    const smtp = await startMailbox();
    const recipients = smtp.envelopes;
    const mailer = new SmtpMailer(smtp.url, 'newsletter@toolverse.example');
    try {
      // Handed over as one mailbox, such a string is one (odd) address: the SMTP server takes it as
      // one recipient or refuses it; either way nobody else gets the mail.
      for (const to of ['victim@x.example,attacker@y.example', '"n0" <victim@x.example>, attacker@y.example']) {
        await mailer.send({ ...message, to }).catch((error: unknown) => assert.match(String(error), /Bad recipient address syntax/));
      }
      for (const envelope of recipients) assert.equal(envelope.length, 1, JSON.stringify(envelope));
      assert.ok(recipients.every((envelope) => !envelope.includes('attacker@y.example')));
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('SMTP: a server that is down fails the send (the outbox then retries)', async () => {
    const smtp = await startMailbox();
    await smtp.close();
    const mailer = new SmtpMailer(smtp.url, 'newsletter@toolverse.example');
    await assert.rejects(mailer.send(message));
    await mailer.close();
  });

  it('files: writes each mail as a complete .eml', async () => {
    const tmp = tempDir();
    try {
      const mailer = new FileMailer(join(tmp.dir, 'mail'), 'newsletter@toolverse.example');
      await mailer.send(message);
      await mailer.send({ ...message, to: 'second@example.com' });
      const files = readdirSync(join(tmp.dir, 'mail'));
      assert.equal(files.length, 2);
      assert.ok(files.every((file) => file.endsWith('.eml')));
      const parsed = await simpleParser(readFileSync(join(tmp.dir, 'mail', files.sort()[0] as string)));
      assert.equal(parsed.subject, message.subject);
      assert.equal(header(parsed, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      assert.equal(header(parsed, 'list-unsubscribe'), '<https://n.example/newsletter/unsubscribe?token=u.y>');
    } finally {
      tmp.remove();
    }
  });
});

describe('the built service with SMTP', () => {
  let smtp: TestMailbox;
  let tmp: ReturnType<typeof tempDir>;
  before(async () => {
    smtp = await startMailbox();
    tmp = tempDir();
  });
  after(async () => {
    await smtp.close();
    tmp.remove();
  });

  it('mails the confirmation over SMTP; its links confirm and unsubscribe', async () => {
    const service = await startService({
      NEWSLETTER_DB: join(tmp.dir, 'smtp.sqlite'),
      NEWSLETTER_SMTP_URL: smtp.url,
      NEWSLETTER_ORIGINS: SITE_ORIGIN,
    });
    try {
      assert.equal((await signUp(service.base, 'smtp-reader@example.com')).status, 200);
      const [mail] = await waitFor(() => smtp.to('smtp-reader@example.com').length > 0 && smtp.to('smtp-reader@example.com'), {
        timeoutMs: 10_000,
        what: 'the confirmation mail at the SMTP server',
      });
      assert.equal(mail?.to && 'text' in mail.to ? mail.to.text : undefined, 'smtp-reader@example.com');
      assert.deepEqual(mail?.from?.value[0], { name: 'Toolverse', address: 'newsletter@localhost' });
      assert.equal(header(mail, 'list-unsubscribe'), `<${linkIn(mail?.text ?? '', UNSUBSCRIBE_PATH)}>`);
      const confirm = new URL(linkIn(mail?.text ?? '', CONFIRM_PATH));
      assert.equal(
        confirm.origin,
        service.base.replace('127.0.0.1', 'localhost'),
        'links point at the service (NEWSLETTER_PUBLIC_URL default)',
      );
      const { pressed: confirmed } = await pressLinkButton(`${service.base}${confirm.pathname}${confirm.search}`);
      assert.equal(confirmed.status, 303);
      assert.equal(confirmed.headers.location, `${SITE_ORIGIN}/newsletter/confirmed`);
      const unsubscribe = new URL(linkIn(mail?.text ?? '', UNSUBSCRIBE_PATH));
      const oneClick = await request(service.base, {
        path: `${unsubscribe.pathname}${unsubscribe.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.status, 200);
    } finally {
      service.child.kill('SIGTERM');
      assert.equal((await service.exited).code, 0);
    }
  });
});
