import { maskEmail } from '../email.js';
import type { Storage, Tx } from '../storage/database.js';
import { recordOptOut } from './suppression.js';
import { admitMail, forgetSends, sweepMailboxes, takeMailTurn, type MailCaps, type MailVerdict } from './throttle.js';

/**
 * Defaults for a small site. 500 confirmation mails an hour is several times the busiest hour a
 * small newsletter sees (a launch or a link from a large site brings a few hundred sign-ups), and
 * within what small SMTP plans allow an hour; 100 an hour to one domain leaves room for gmail.com's
 * share of that hour while no script can make one provider see a flood from us (which is how a
 * sender lands on its block list).
 */
export const DEFAULT_MAIL_CAPS: MailCaps = { overallHour: 500, domainHour: 100 };

/** Where the gate writes: the service's log (Fastify's logger has this shape). */
export interface GateLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailGateSettings {
  caps: MailCaps;
  /** The key of the hashes: the service's link key (NEWSLETTER_SECRET); the store's own key when not set. */
  key: string | undefined;
  /** The clock of the caps and opt-outs (Date.now; tests move theirs). */
  now: () => number;
  log: GateLog;
}

/** What the service and the CLI do with the gate: set it up, and sweep what it keeps. */
export type MailSettings = Pick<MailGate, 'configure' | 'sweep'>;

const HOUR_MS = 3_600_000;
const SILENT: GateLog = { info: () => {}, error: () => {} };

/**
 * The caps and opt-outs of confirmation mail as the stores use them: admitMail and recordOptOut
 * (throttle.ts, suppression.ts) with the service's key, caps, clock and log. The service sets these
 * once at start (`configure`); until then the store's own key, the defaults and a silent log apply,
 * so a store opened by the CLI is capped too.
 */
export class MailGate {
  private settings: MailGateSettings = { caps: DEFAULT_MAIL_CAPS, key: undefined, now: Date.now, log: SILENT };
  private lastAlarm = Number.NEGATIVE_INFINITY;

  /** `storedKey`: the key kept in the database, used when none is configured. */
  constructor(
    private readonly storage: Storage,
    private readonly storedKey: () => Promise<string>,
  ) {}

  configure(settings: Partial<MailGateSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** The time as the gate sees it. */
  now(): Date {
    return new Date(this.settings.now());
  }

  /**
   * The key of the hashes. Read it before the transaction that uses it: on SQLite a read of the
   * stored key inside another transaction would wait for that transaction's one connection.
   */
  key(): Promise<string> {
    return this.settings.key === undefined ? this.storedKey() : Promise.resolve(this.settings.key);
  }

  /** Takes this transaction's turn with the others that admit mail or record opt-outs: first thing in it (takeMailTurn). */
  turn(tx: Tx): Promise<void> {
    return takeMailTurn(tx, this.storage);
  }

  /**
   * Whether a confirmation mail to `email` may be queued in `tx` now (admitMail); a refusal is logged
   * with the masked address and the cap, and the overall cap's alarm at most once an hour. `at`: the
   * time of the request it is for (the gate's clock when not given).
   */
  async admit(tx: Tx, key: string, email: string, at?: Date): Promise<boolean> {
    // A queued request is judged as of when it was made (`at`), however late the worker applies it.
    const now = at ?? this.now();
    const verdict = await admitMail(tx, this.storage, key, this.settings.caps, email, now);
    if (verdict !== 'send') this.refused(verdict, email, now);
    return verdict === 'send';
  }

  /** Records an opt-out of `email`'s mailbox in `tx` (recordOptOut). */
  optOut(tx: Tx, key: string, email: string): Promise<void> {
    return recordOptOut(tx, key, email, this.now());
  }

  /** An erase: the opt-out is recorded, and the mailbox's count of mails sent goes. */
  async erased(tx: Tx, key: string, email: string): Promise<void> {
    await forgetSends(tx, key, email);
    await recordOptOut(tx, key, email, this.now());
  }

  /** Deletes counts older than a day and opt-outs older than 30 days; resolves how many rows. */
  sweep(): Promise<number> {
    return sweepMailboxes(this.storage, this.now());
  }

  private refused(verdict: Exclude<MailVerdict, 'send'>, email: string, now: Date): void {
    const { log, caps } = this.settings;
    log.info({ email: maskEmail(email), cap: verdict }, 'confirmation mail not queued: a cap is reached');
    if (verdict !== 'overall' || now.getTime() - this.lastAlarm < HOUR_MS) return;
    this.lastAlarm = now.getTime();
    log.error(
      { cap: caps.overallHour },
      `mail alarm: the hourly cap of ${caps.overallHour} confirmation mails is reached: more are not queued until the last hour's count falls below it`,
    );
  }
}
