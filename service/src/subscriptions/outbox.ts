import type { FastifyBaseLogger } from 'fastify';
import { maskEmail } from '../email.js';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, confirmToken, serviceLink, unsubscribeToken } from './links.js';
import { confirmationMail, type Mailer } from '../mail.js';
import { REQUEST_BATCH, type MailJob, type SignupStore } from './store.js';

export interface OutboxOptions {
  store: SignupStore;
  mailer: Mailer;
  /** The service's public origin, for the links. */
  publicUrl: string;
  secret: string;
  confirmValidMs: number;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at when nothing wakes it (another instance may have queued mail). */
  pollMs?: number;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs?: number;
  /** Attempts before a mail is dropped (the pending sign-up stays; signing up again queues a new one). */
  maxAttempts?: number;
}

/** How long a claimed job is kept from other instances while this one sends it. */
const LEASE_MS = 120_000;
const BATCH = 20;

/**
 * The work a sign-up leads to, done after its answer: applies the queued sign-up requests (each
 * becomes a row and, when due, a mail job, in one transaction), then sends the mails. A sign-up
 * commits only its request and answers at once, so a slow or failing SMTP server never delays the
 * answer or loses the sign-up, and the answer's time says nothing of the address. Failed sends are
 * retried with a growing delay; several instances on one database share the queue and the outbox
 * without applying a request or sending a mail twice (requests are taken with SKIP LOCKED, each
 * mail job is leased by the one sending it).
 */
export class MailOutbox {
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxOptions) {
    this.pollMs = options.pollMs ?? 5_000;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks at the outbox now (after a sign-up); a run already going looks again when it ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while ((await this.options.store.applyRequests(REQUEST_BATCH)) === REQUEST_BATCH && !this.stopped);
    } catch (error) {
      this.options.log.error({ err: error }, 'sign-up queue: could not apply requests');
    }
    try {
      for (;;) {
        const jobs = await this.options.store.claimMail(BATCH, LEASE_MS);
        const sent: number[] = [];
        for (const job of jobs) if (await this.send(job)) sent.push(job.id);
        // One commit for the batch: a sync per mail would take turns from the sign-ups' commits. A
        // crash before it sends these mails again once their lease ends (at least once, never lost).
        await this.options.store.mailSent(sent);
        if (jobs.length < BATCH || this.stopped) return;
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'mail outbox: could not read the queue');
    }
  }

  /** Sends one job's mail; resolves whether it went (a failure is scheduled for a retry). */
  private async send(job: MailJob): Promise<boolean> {
    const { store, mailer, publicUrl, secret, confirmValidMs, log } = this.options;
    const confirmUrl = serviceLink(publicUrl, CONFIRM_PATH, confirmToken(secret, job.subscriberId, new Date(job.consentedAt)));
    const unsubscribeUrl = serviceLink(publicUrl, UNSUBSCRIBE_PATH, unsubscribeToken(secret, job.subscriberId, new Date()));
    try {
      // The job's own id: a send retried after a crash replaces the first rather than adding a second.
      const mail = confirmationMail(job.email, confirmUrl, unsubscribeUrl, Math.round(confirmValidMs / 3_600_000));
      await mailer.send({ ...mail, id: `signup-${job.messageId}` });
      log.info({ email: maskEmail(job.email) }, 'confirmation mail sent');
      return true;
    } catch (error) {
      const attempts = job.attempts + 1;
      const retryAt =
        attempts >= this.maxAttempts ? null : new Date(Date.now() + Math.min(this.retryBaseMs * 2 ** job.attempts, 3_600_000));
      // The error's own text may quote the address (an SMTP "550 <x@y> rejected"): only its code is logged.
      const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
      log.warn(
        { reason: responseCode ?? code ?? 'unknown', email: maskEmail(job.email), attempts, retryAt },
        retryAt ? 'confirmation mail failed: will retry' : 'confirmation mail failed: giving up',
      );
      await store
        .mailFailed(job.id, retryAt)
        .catch((failure: unknown) => log.error({ err: failure }, 'mail outbox: could not record the failure'));
      return false;
    }
  }

  /** Stops polling and waits for a send in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
