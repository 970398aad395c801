import { maskEmail } from './email.js';
import type { Mailer } from './mail.js';
import type { WatchStore } from './watch-store.js';

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
