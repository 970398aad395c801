/**
 * The newsletter contract (docs/operating.md "The service": the sign-up call, its answers and errors), shared by the shell's form and the newsletter
 * service so both sides agree on the call, the pattern and the messages.
 */
export const NEWSLETTER_PATH = '/wp/wp-json/custom/v1/insert-email';

/**
 * Where the watch form of the tool pages posts (form-urlencoded `email` and `tool`): the site's own
 * origin, which passes it to the service (server/src/shell.ts, the nginx configuration).
 */
export const WATCH_FORM_PATH = '/watch';

/** Non-space characters, an @, non-space characters, a dot, non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to submit email.',
  error: 'An error occurred.',
  success: 'Email submitted successfully!',
  submitting: 'Submitting...',
} as const;

/**
 * What the privacy page promises about newsletter data; the service must keep to it (its
 * double opt-in and the expiry of pending sign-ups are built on these figures).
 */
export const NEWSLETTER_RETENTION = {
  /** A sign-up not confirmed within this many days is deleted (the service's NEWSLETTER_CONFIRM_HOURS, 48 by default). */
  pendingDays: 2,
  /** The rate limit's window (the service's RATE_LIMIT_WINDOW_MS): how long a client's count is kept, in memory, under a keyed hash of its address. */
  rateLimitWindowMinutes: 1,
  /**
   * With several services on one PostgreSQL database the counts are kept there, under the same hash:
   * a count is deleted at most this long after its window began (the window, plus the sweep that runs every window).
   */
  sharedRateLimitMinutes: 2,
  /** Confirmation mails (newsletter and watches together) one mailbox gets at most an hour and a day (the service's mailboxes/throttle.ts). */
  mailsPerHour: 3,
  mailsPerDay: 5,
  /** How long the keyed hashes that count those mails are kept. */
  mailCountHours: 24,
  /** How long an opt-out (unsubscribe, stop every watch, erase) is remembered as a keyed hash of the mailbox (mailboxes/suppression.ts). */
  optOutDays: 30,
  /** How long a mail's unsubscribe and manage links work (subscriptions/links.ts MAIL_LINK_VALID_MS). */
  mailLinkDays: 365,
  /** A watch's confirmation mail collects the tools asked for this long (watches/store.ts WATCH_COLLECT_MS, the default). */
  watchCollectMinutes: 2,
  /**
   * How long the web server keeps its log of page requests: Debian's rotation of nginx's logs (daily,
   * 14 kept) deletes a day's log 15 days on; docs/operating.md asks the operator to keep it so.
   */
  pageLogDays: 15,
} as const;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
