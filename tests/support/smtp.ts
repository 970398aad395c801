import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test's process, on the loopback interface, keeping every mail it is given. */
export interface TestMailbox {
  /** `smtp://127.0.0.1:<port>`, for NEWSLETTER_SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Each received mail's envelope recipients (RCPT TO), in the same order: whom the server would deliver it to. */
  envelopes: string[][];
  /** The mails to one address, in the order they arrived. */
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
}

export async function startMailbox(): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback interface: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((to) => to.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    envelopes,
    to: (address) => received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The link of a mail's text whose path is `pathname`. */
export function linkTo(mail: ParsedMail, pathname: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail:\n${mail.text}`);
  return link;
}
