import type { RateHit } from '../storage/rate-limit-store.js';

/**
 * Where sign-ups live. The HTTP handlers, the mail outbox and the CLI see only this interface;
 * kysely-store.ts implements it once for a SQLite file and a PostgreSQL database, and the same tests
 * run against both.
 */

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Signup {
  /** Random public id: what the signed links name, never the address or a row number. */
  id: string;
  /** Normalised address (trimmed, NFC, lower-cased): unique. */
  email: string;
  /** The form of the sign-up that is in force (sources.ts), 'unknown' when not told. */
  source: string;
  status: SubscriberStatus;
  /** When the address was first stored, ISO 8601 UTC. */
  createdAt: string;
  /** When the sign-up in force was asked for: the consent the confirmation completes. */
  consentedAt: string;
  /** When the reader opened the confirmation link; null while pending (and for rows from before double opt-in). */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A confirmation mail waiting in the outbox, with what is needed to write it. */
export interface MailJob {
  id: number;
  subscriberId: string;
  email: string;
  consentedAt: string;
  attempts: number;
  /** Random, kept for every attempt of this job: its Message-ID, never another job's. */
  messageId: string;
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

/** A stored row that is not one plain address (kept from before the grammar of email.ts): never mailed. */
export interface HeldSignup {
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  /** The plain addresses it mentions: erasing any of them erases the row. */
  mentions: string[];
}

export interface SignupStore {
  /**
   * Records a sign-up request (address already normalised) in the intake queue: one insert, the
   * same for an address never seen, pending, confirmed or unsubscribed, so neither the answer nor
   * its time can tell them apart. Resolves once the request is durably committed; what it leads to
   * is decided later by `applyRequests`. Rejects an address that is not one plain mailbox (email.ts).
   */
  add(email: string, source: string): Promise<void>;
  /**
   * Applies up to `limit` queued requests, oldest first, each by `decideSignUp` as of when it was
   * made (a new row, a renewed consent, a confirmation mail queued, or nothing), and removes them
   * from the queue in the same transaction; resolves how many it applied.
   */
  applyRequests(limit: number): Promise<number>;
  /** Rows that hold something other than one plain address (see HeldSignup). */
  held(): Promise<HeldSignup[]>;
  /** Confirms the pending sign-up of `consentedAt`; confirming it again is harmless ('confirmed'). */
  confirm(subscriberId: string, consentedAt: Date): Promise<ConfirmOutcome>;
  /** Marks the subscriber unsubscribed (nothing happens for an unknown or erased id). */
  unsubscribe(subscriberId: string): Promise<void>;
  /** Every sign-up, queued requests applied first, so every acknowledged one counts. */
  count(): Promise<number>;
  /** Every sign-up, oldest first, queued requests applied first. */
  list(): Promise<Signup[]>;
  /**
   * Deletes an address (any letter case) with its queued requests and mail, and every held row that
   * mentions it, leaving no copy in the storage; resolves whether there was any.
   */
  erase(email: string): Promise<boolean>;
  /** Deletes pending sign-ups asked for before `cutoff` (their links have expired); resolves how many. */
  expirePending(cutoff: Date): Promise<number>;
  /** Takes up to `limit` due mail jobs for `leaseMs` (another instance does not take them meanwhile). */
  claimMail(limit: number, leaseMs: number): Promise<MailJob[]>;
  /** These jobs were sent: they leave the outbox (one commit for a batch). */
  mailSent(jobIds: readonly number[]): Promise<void>;
  /** The job failed: try again at `retryAt`, or drop it when null (the sign-up itself stays). */
  mailFailed(jobId: number, retryAt: Date | null): Promise<void>;
  /** The key that signs links, created at random on first use and then kept in the database. */
  secret(): Promise<string>;
  /**
   * Counts a request against a rate-limit window shared by every instance on this database, where the
   * store can (PostgreSQL); undefined means each process keeps its own count.
   */
  hitRateLimit?: (key: string, windowMs: number) => Promise<RateHit>;
  /** Deletes the shared rate-limit rows whose window has ended (the service calls it every window); resolves how many. */
  sweepRateLimits?: (windowMs: number) => Promise<number>;
  /** Throws unless the storage answers and takes a committed write (the health check, which calls it sparingly). */
  check(): Promise<void>;
  /** Finishes pending writes and releases the storage; later calls reject. */
  close(): Promise<void>;
}

/** Requests applied per transaction by the worker (outbox.ts) and by reads that apply the queue first. */
export const REQUEST_BATCH = 100;

/** How long after one confirmation mail a repeated sign-up sends another. */
export const RESEND_AFTER_MS = 15 * 60_000;

/** What a sign-up does to the row already there for its address (or to none). */
export type SignUpAction = 'insert' | 'renew' | 'resend' | 'none';

export interface ExistingSignup {
  status: SubscriberStatus;
  consentedAt: Date;
  confirmMailedAt: Date | null;
}

/**
 * The one rule both stores follow. A new address is stored pending with a confirmation mail. An
 * unsubscribed address, or a pending one whose link has expired, is asked again from scratch (new
 * consent, new mail). A pending one gets its mail again at most every 15 minutes (so the form cannot
 * be used to flood someone's inbox). A confirmed one changes nothing.
 */
export function decideSignUp(existing: ExistingSignup | undefined, now: Date, pendingTtlMs: number): SignUpAction {
  if (!existing) return 'insert';
  if (existing.status === 'unsubscribed') return 'renew';
  if (existing.status === 'confirmed') return 'none';
  if (now.getTime() - existing.consentedAt.getTime() >= pendingTtlMs) return 'renew';
  const mailed = existing.confirmMailedAt?.getTime() ?? 0;
  return now.getTime() - mailed >= RESEND_AFTER_MS ? 'resend' : 'none';
}

export interface StoreOptions {
  /** How long a confirmation link works: a pending sign-up older than this is asked again. */
  pendingTtlMs: number;
}
