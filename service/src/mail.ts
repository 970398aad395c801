import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailConfig } from './config.js';

/** One mail, ready to send: every mail the service sends carries its unsubscribe link. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The signed one-click unsubscribe URL (RFC 8058): in the List-Unsubscribe header and the body. */
  unsubscribeUrl: string;
  /**
   * A queued mail's own id: its Message-ID, and its file name in development, so a mail sent again
   * after a crash (between sending and recording it) replaces its file instead of adding one.
   */
  id?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over (accepted by the SMTP server, or written to disk). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The headers that let a mail client offer "Unsubscribe" and do it with one POST (RFC 2369, RFC 8058). */
function listHeaders(message: MailMessage): Record<string, string> {
  return {
    'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The recipient goes to nodemailer as an address object, never a string it would parse: a string
 * with `,`, `;` or `"name" <addr>` is read as several recipients. The service accepts only plain
 * addresses (email.ts); this keeps one mail to one mailbox even if a caller did not.
 */
function mailOptions(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: { name: '', address: message.to },
    subject: message.subject,
    text: message.text,
    headers: listHeaders(message),
    ...(message.id ? { messageId: `<${message.id}@${new URL(message.unsubscribeUrl).hostname}>` } : {}),
  };
}

/** Sends through an SMTP server (NEWSLETTER_SMTP_URL, e.g. smtps://user:password@smtp.example:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(mailOptions(this.from, message));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * Development: each mail is written, exactly as it would be sent, to `<dir>/<time>-<random>.eml` (a
 * queued mail with an id: `<dir>/<id>.eml`), which any mail client opens. Written to a temporary
 * name and renamed, so a reader never sees half a file.
 */
export class FileMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail(mailOptions(this.from, message))) as { message: Buffer };
    mkdirSync(this.dir, { recursive: true });
    const name = message.id ? `${message.id}.eml` : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    const file = join(this.dir, name);
    writeFileSync(`${file}.tmp`, info.message);
    renameSync(`${file}.tmp`, file);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export function createMailer(config: MailConfig): Mailer {
  return config.kind === 'smtp' ? new SmtpMailer(config.url, config.from) : new FileMailer(config.dir, config.from);
}

/** The confirmation mail of double opt-in. */
export function confirmationMail(to: string, confirmUrl: string, unsubscribeUrl: string, validHours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your Toolverse newsletter subscription',
    unsubscribeUrl,
    text: [
      'Hello,',
      '',
      'Someone, probably you, asked to receive the Toolverse newsletter at this address.',
      'To confirm, open this link:',
      '',
      confirmUrl,
      '',
      `The link works for ${validHours} hours. If you did not ask, ignore this mail: without`,
      'confirmation we send nothing more, and the request is deleted when the link expires.',
      '',
      'To stop any mail from us at this address:',
      unsubscribeUrl,
      '',
      'Toolverse',
    ].join('\n'),
  };
}
