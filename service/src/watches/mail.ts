import { maskEmail } from '../email.js';
import type { Mailer, MailMessage } from '../mail.js';
import type { FactChange } from './facts.js';
import type { WatchLinks } from './links.js';
import type { WatchStore } from './store.js';

export interface WatchDeliveryOptions {
  store: WatchStore;
  mailer: Mailer;
  /** How long a claimed mail is kept from other processes while this one sends it (120 s). */
  leaseMs?: number;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
  log: { info: (data: object, message: string) => void; warn: (data: object, message: string) => void };
}

export interface Delivery {
  sent: number;
  failed: number;
}

/**
 * Sends the watch mails that are due, one at a time, each recorded as sent as soon as it went (its
 * state is per recipient): a process killed mid-run leaves every mail either sent and recorded,
 * or due again once its lease ends. A mail sent but not yet recorded when the process died goes
 * once more under the same Message-ID (and, written as a file, under the same name), so the
 * re-run replaces it rather than adding one. Resolves when nothing due is left.
 */
export async function deliverWatchMail(options: WatchDeliveryOptions, stopped: () => boolean = () => false): Promise<Delivery> {
  const { store, mailer, log } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const done: Delivery = { sent: 0, failed: 0 };
  for (;;) {
    const jobs = await store.claimMail(20, leaseMs);
    for (const job of jobs) {
      try {
        await mailer.send(job.message);
      } catch (error) {
        const attempts = job.attempts + 1;
        const retryAt = attempts >= maxAttempts ? null : new Date(Date.now() + Math.min(retryBaseMs * 2 ** job.attempts, 3_600_000));
        const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
        log.warn(
          { reason: responseCode ?? code ?? 'unknown', email: maskEmail(job.message.to), attempts, retryAt },
          retryAt ? 'watch mail failed: will retry' : 'watch mail failed: giving up',
        );
        await store.mailFailed(job.id, retryAt);
        if (!retryAt) done.failed += 1;
        continue;
      }
      await store.mailSent(job.id);
      done.sent += 1;
      log.info({ email: maskEmail(job.message.to) }, 'watch mail sent');
      if (stopped()) return done;
    }
    if (jobs.length < 20 || stopped()) return done;
  }
}

/** A tool a confirmation mail asks about, with the link that confirms watching it. */
export interface ToolToConfirm {
  name: string;
  confirmUrl: string;
}

/** The confirmation mail of the tools one address asked to watch within a few minutes: each with its own link. */
export function watchConfirmationMail(to: string, tools: readonly ToolToConfirm[], links: WatchLinks, validHours: number): MailMessage {
  const [only] = tools;
  const one = tools.length === 1 && only;
  const asked = one
    ? [
        `Someone, probably you, asked Toolverse to send one mail to this address when ${only.name}'s`,
        'price, free plan, owner or status changes in our directory. To confirm, open this link:',
        '',
        only.confirmUrl,
      ]
    : [
        'Someone, probably you, asked Toolverse to send one mail to this address when the price, free plan,',
        'owner or status of one of these tools changes in our directory. To confirm a tool, open its link:',
        ...tools.flatMap((tool) => ['', `${tool.name}:`, tool.confirmUrl]),
      ];
  return {
    to,
    subject: one ? `Confirm: watch ${only.name} on Toolverse` : `Confirm: watch ${tools.length} tools on Toolverse`,
    unsubscribeUrl: links.unsubscribeUrl,
    text: [
      'Hello,',
      '',
      ...asked,
      '',
      `${one ? 'The link works' : 'The links work'} for ${validHours} hours. If you did not ask, ignore this mail: without`,
      'confirmation we send nothing about a tool, and the request is deleted when the link expires.',
      '',
      'See or stop what you watch:',
      links.manageUrl,
      '',
      'Toolverse',
    ].join('\n'),
  };
}

/**
 * The one mail of a run for one watcher: every change to the tools they watch. Its body links the
 * manage page; the one-click stop is only in the List-Unsubscribe header, for the mail client.
 */
export function changesMail(to: string, changes: readonly FactChange[], links: WatchLinks, day: string): MailMessage {
  const byTool = new Map<string, FactChange[]>();
  for (const change of changes) byTool.set(change.toolId, [...(byTool.get(change.toolId) ?? []), change]);
  const names = [...byTool.values()].map((list) => (list[0] as FactChange).name);
  const lines: string[] = ['Hello,', '', `What changed in Toolverse's directory on ${day}, for the tools you watch:`, ''];
  for (const [toolId, list] of byTool) {
    lines.push(`${(list[0] as FactChange).name}`);
    for (const change of list) {
      lines.push(`  ${change.what[0]?.toUpperCase()}${change.what.slice(1)}: ${change.from} -> ${change.to}`);
      if (change.source) lines.push(`    Source: ${change.source}`);
    }
    lines.push(`  ${new URL(`/tools/${toolId}`, links.siteUrl).href}`, '');
  }
  lines.push(
    "Prices change on the vendors' own pages first: check there before you pay.",
    '',
    'See or stop what you watch:',
    links.manageUrl,
    '',
    'Toolverse',
  );
  // A change of status is what a reader most needs to see first: it names itself in the subject.
  const status = changes.find((change) => change.what === 'status');
  const subject =
    names.length !== 1
      ? `${names.length} tools you watch changed`
      : status
        ? `${names[0]}: ${status.to}`
        : `${names[0]} changed: price, plan or owner`;
  return { to, subject, unsubscribeUrl: links.unsubscribeUrl, text: lines.join('\n') };
}
