import type { MailMessage } from '../mail.js';
import { factChanges, toolFactsOf, type FactChange, type ToolFacts } from './facts.js';

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

/** Composes a watch's confirmation mail for a request (the store gives the watcher's id and the request's time). */
export type ConfirmationComposer = (watcherId: string, requestedAt: Date) => MailMessage;
/** Composes one watcher's mail of a run. */
export type ChangesComposer = (watcherId: string, email: string, changes: readonly FactChange[]) => MailMessage;

/** A watch request within this long of the last mail for the same watch queues no new mail (the form cannot flood an inbox). */
export const WATCH_REMAIL_MS = 10 * 60_000;

/**
 * What a watch request leads to: nothing (the watch is confirmed, or had its mail lately), or a
 * pending watch and its confirmation mail, if the mail gate lets it through (mailboxes/gate.ts: the
 * caps per mailbox, domain and hour that the newsletter's mails share). The same rule for both stores.
 */
export function watchRequestAction(watch: { status: string; mailedAt: Date | null } | undefined, now: Date): 'none' | 'mail' {
  if (watch?.status === 'confirmed') return 'none';
  if (watch?.mailedAt && now.getTime() - watch.mailedAt.getTime() < WATCH_REMAIL_MS) return 'none';
  return 'mail';
}

/**
 * Where watches live: beside the sign-ups, in the same SQLite file or PostgreSQL database
 * (sqlite-watch-store.ts, postgres-watch-store.ts), with the same tests against both.
 */
export interface WatchStore {
  /**
   * Records that `email` asks to watch `toolId`: a new watcher and watch, or a renewed request for
   * a pending one, and its confirmation mail queued, in one transaction. The same for an address
   * never seen, a pending and a confirmed watch (a confirmed one stays confirmed and gets no mail).
   * The mail is queued only if the mail gate admits it (mailboxes/gate.ts); `now` is the gate's clock
   * unless given.
   */
  request(email: string, toolId: string, compose: ConfirmationComposer, now?: Date): Promise<void>;
  /** Confirms the watch the link names, if it is still the request in force; again is harmless. */
  confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'>;
  /** The watcher's watches, confirmed and pending, by tool id; null for an unknown watcher. */
  list(watcherId: string): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null>;
  /**
   * Drops one watch, or every watch of the watcher (toolId null: an opt-out the mail gate remembers),
   * with their queued mail; resolves how many.
   */
  drop(watcherId: string, toolId: string | null): Promise<number>;
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
