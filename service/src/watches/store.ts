import type { MailMessage } from '../mail.js';
import { factChanges, toolFactsOf, type FactChange, type ToolFacts } from './facts.js';
import type { ManageKey } from './links.js';

export { toolFactsOf };

/** A watch mail waiting to go: composed when it was queued, sent as it is. */
export interface WatchMailJob {
  id: number;
  message: MailMessage;
  attempts: number;
}

/** One run of notify-changes, as the operator sees it. */
export interface NotifyRun {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  /** Tools whose facts changed since the run before. */
  changedTools: number;
  /** Mails queued (one per watcher of a changed tool). */
  mails: number;
  sent: number;
  /** Mails given up after every retry. */
  failed: number;
}

export interface WatchReport {
  /** Confirmed watchers per tool, most watched first. */
  watchers: [toolId: string, watchers: number][];
  /** Watches asked for and not confirmed yet. */
  pending: number;
  lastRun: NotifyRun | null;
  /** Mails not yet sent (waiting or retrying). */
  queued: number;
}

/** What a run decided: the changes it found and the mails it queued (none when nothing watched changed). */
export interface NotifyOutcome {
  run: NotifyRun;
  changes: FactChange[];
  /** Tools seen for the first time: their facts are the baseline, nothing is sent for them. */
  baseline: number;
}

/** A tool a confirmation mail asks about: its id and the time of the request its link confirms. */
export interface AskedWatch {
  toolId: string;
  requestedAt: Date;
}
/**
 * Composes a watcher's confirmation mail for the tools it collected (the store gives the watcher's
 * id and its token version, which its manage links carry).
 */
export type ConfirmationComposer = (watcherId: string, email: string, asked: readonly AskedWatch[], tokenVersion: number) => MailMessage;
/** Composes one watcher's mail of a run (with the watcher's token version, for its manage links). */
export type ChangesComposer = (watcherId: string, email: string, changes: readonly FactChange[], tokenVersion: number) => MailMessage;

/** A watch request within this long of the last mail for the same watch queues no new mail (the form cannot flood an inbox). */
export const WATCH_REMAIL_MS = 10 * 60_000;
/**
 * How long a watcher's confirmation mail collects tools. The rule: the first request that leads to a
 * mail opens one; every tool the same address asks for until it is written joins it; it is written
 * two minutes after that first request (give or take the worker's poll), listing each tool with its
 * own confirm link, and sent. A reader who watches several tools in a row gets one mail, not one per
 * tool, and waits about two minutes for it (about as long as mail often takes anyway); a tool asked
 * for after it was written opens the next mail, if the rules allow one.
 */
export const WATCH_COLLECT_MS = 2 * 60_000;
/** Requests applied per transaction, by the worker and by reads that apply the queue first. */
export const WATCH_REQUEST_BATCH = 100;

/**
 * Whether a request for a watch puts it in a confirmation mail: not when it is confirmed, nor when it
 * was put in one within WATCH_REMAIL_MS (of the request's own time). A mail it opens must then pass
 * the mail gate (mailboxes/gate.ts: the caps per mailbox, domain and hour the newsletter's mails
 * share, and the opt-outs). The same rule for both stores.
 */
export function watchRequestAction(watch: { status: string; mailedAt: Date | null } | undefined, now: Date): 'none' | 'mail' {
  if (watch?.status === 'confirmed') return 'none';
  if (watch?.mailedAt && now.getTime() - watch.mailedAt.getTime() < WATCH_REMAIL_MS) return 'none';
  return 'mail';
}

/**
 * Where watches live: beside the sign-ups, in the same SQLite file or PostgreSQL database
 * (kysely-store.ts), with the same tests against both.
 */
export interface WatchStore {
  /**
   * Records that `email` (normalised) asks to watch `toolId` in the intake queue: one insert, the same
   * for an address never seen, a pending and a confirmed watch, so neither the answer nor its time
   * tells them apart. Resolves once the request is durably committed; `applyRequests` decides what it
   * leads to. `at` stands for the database's clock (tests).
   */
  request(email: string, toolId: string, at?: Date): Promise<void>;
  /**
   * Applies up to `limit` queued requests, each as of when it was made: the watcher and a pending watch
   * stored, the watch added to the watcher's collecting confirmation mail (one opened when the rules
   * allow), or nothing (a confirmed watch, one mailed lately, a refused mail). Removes them from the
   * queue in the same transaction; resolves how many it applied.
   */
  applyRequests(limit: number): Promise<number>;
  /** Sets how long a confirmation mail collects tools (WATCH_COLLECT_MS unless the operator says otherwise). */
  collectFor(ms: number): void;
  /** Writes up to `limit` confirmation mails whose collecting window has ended by `now`, making them due; resolves how many. */
  composeConfirmations(compose: ConfirmationComposer, limit: number, now?: Date): Promise<number>;
  /** Confirms the watch the link names, if it is still the request in force; again is a read only. */
  confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'>;
  /**
   * The watcher's watches, confirmed and pending, by tool id (queued requests applied first); null for an unknown watcher or a key of
   * an older token version (a link from before a stop-all).
   */
  list(key: ManageKey): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null>;
  /**
   * Drops one watch, or every watch of the watcher (toolId null: an opt-out the mail gate remembers)
   * with their queued mail; stopping
   * all bumps the watcher's token version, so every link written before stops working. Resolves how
   * many were dropped and the version in force after, or null (nothing done) for an unknown watcher
   * or an older version.
   */
  drop(key: ManageKey, toolId: string | null): Promise<{ dropped: number; version: number } | null>;
  /**
   * One run: compares `facts` with the facts last notified about, queues one mail per confirmed
   * watcher of a changed tool (every change of their tools in it), and stores `facts` as the new
   * baseline, all in one transaction: a run cut short leaves either nothing or everything queued,
   * and a second run finds nothing new.
   */
  notify(facts: ReadonlyMap<string, ToolFacts>, compose: ChangesComposer, now?: Date): Promise<NotifyOutcome>;
  /** Takes up to `limit` due mails for `leaseMs` (no other process sends them meanwhile). */
  claimMail(limit: number, leaseMs: number): Promise<WatchMailJob[]>;
  /** The mail went: its text is deleted, the row kept for the counts. */
  mailSent(jobId: number): Promise<void>;
  /** The mail failed: tried again at `retryAt`, or given up when null. */
  mailFailed(jobId: number, retryAt: Date | null): Promise<void>;
  /** What the operator sees (queued requests applied first). */
  report(): Promise<WatchReport>;
  /** Deletes watches asked for before `cutoff` and never confirmed, and watchers left with none; resolves how many watches. */
  expirePending(cutoff: Date): Promise<number>;
}

/**
 * A tool's facts as stored (JSON), and back; facts stored in another shape (before the site published
 * them in its own words) read as none, so the next run records them again rather than mailing a change.
 */
export const storedFacts = (facts: ToolFacts): string => JSON.stringify(facts);
export const readStoredFacts = (text: string): ToolFacts | null => toolFactsOf(JSON.parse(text));

/** The changes between the stored facts and the published ones: changed tools, and how many are new. */
export function compareFacts(
  stored: ReadonlyMap<string, ToolFacts>,
  published: ReadonlyMap<string, ToolFacts>,
): { changes: FactChange[]; baseline: number } {
  const changes: FactChange[] = [];
  let baseline = 0;
  for (const [toolId, facts] of published) {
    const before = stored.get(toolId);
    if (before) changes.push(...factChanges(toolId, before, facts));
    else baseline += 1;
  }
  return { changes, baseline };
}

/** The changes each watcher is told about: per watcher, the changes of the tools they watch. */
export function changesByWatcher(
  changes: readonly FactChange[],
  watches: readonly { watcherId: string; email: string; toolId: string }[],
): Map<string, { email: string; changes: FactChange[] }> {
  const byTool = new Map<string, FactChange[]>();
  for (const change of changes) byTool.set(change.toolId, [...(byTool.get(change.toolId) ?? []), change]);
  const mails = new Map<string, { email: string; changes: FactChange[] }>();
  for (const { watcherId, email, toolId } of watches) {
    const toolChanges = byTool.get(toolId);
    if (!toolChanges) continue;
    const mail = mails.get(watcherId) ?? { email, changes: [] };
    mail.changes.push(...toolChanges);
    mails.set(watcherId, mail);
  }
  return mails;
}
