import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of the mails. A token names the subscriber by its random public id, never by the
 * address, and carries an HMAC-SHA256 over its purpose and fields, so a link cannot be forged for
 * another subscriber or turned from one purpose into the other.
 *
 *   confirm:     c.<id>.<consentedAt ms>.<signature>   works until consentedAt + the confirmation period
 *   unsubscribe: u.<id>.<issuedAt ms>.<signature>      works for MAIL_LINK_VALID_MS after the mail was written
 *
 * An unsubscribe link of a mail written before links expired (u.<id>.<signature>) reads as expired.
 */
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The site's pages the links land on (shell pages, prerendered like /privacy). */
export const LANDING_PAGES = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  expired: '/newsletter/link-expired',
  invalid: '/newsletter/link-invalid',
} as const;

/**
 * How long a link that stops mail (unsubscribe, a watcher's manage page) works after its mail was
 * written: each mail carries a fresh one, so a reader always has a working link in the latest mail,
 * and a link in an old, forwarded or leaked mail stops working in the end.
 */
export const MAIL_LINK_VALID_MS = 365 * 24 * 3_600_000;

const ID_PATTERN = /^[0-9a-f-]{32,36}$/;
const MILLIS = /^\d{1,15}$/;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function verified(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function confirmToken(secret: string, subscriberId: string, consentedAt: Date): string {
  const payload = `c.${subscriberId}.${consentedAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function unsubscribeToken(secret: string, subscriberId: string, issuedAt: Date): string {
  const payload = `u.${subscriberId}.${issuedAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type ConfirmToken = { kind: 'valid'; subscriberId: string; consentedAt: Date } | { kind: 'expired' } | { kind: 'invalid' };
export type UnsubscribeToken = { kind: 'valid'; subscriberId: string } | { kind: 'expired' } | { kind: 'invalid' };

/** Reads a confirmation token: valid, expired (signed by us, but too old) or invalid. */
export function readConfirmToken(secret: string, token: unknown, validForMs: number, now = Date.now()): ConfirmToken {
  if (typeof token !== 'string' || token.length > 200) return { kind: 'invalid' };
  const parts = token.split('.');
  const [purpose, id, millis, signature] = parts;
  if (parts.length !== 4 || purpose !== 'c' || !id || !ID_PATTERN.test(id) || !millis || !MILLIS.test(millis) || !signature) {
    return { kind: 'invalid' };
  }
  if (!verified(secret, `c.${id}.${millis}`, signature)) return { kind: 'invalid' };
  const consentedAt = new Date(Number(millis));
  if (now - consentedAt.getTime() >= validForMs) return { kind: 'expired' };
  return { kind: 'valid', subscriberId: id, consentedAt };
}

/**
 * Reads a link that stops mail, `<purpose>.<id>.<issuedAt ms>.<signature>`: valid, expired (signed by
 * us, but older than MAIL_LINK_VALID_MS, or of the form without a time), or invalid. `verify` checks
 * the signature of a payload. Shared with the watchers' manage links (watches/links.ts).
 */
export function readExpiringToken(
  token: unknown,
  purpose: string,
  verify: (payload: string, signature: string) => boolean,
  now: number,
): { kind: 'valid'; id: string; fields: string[] } | { kind: 'expired' } | { kind: 'invalid' } {
  if (typeof token !== 'string' || token.length > 200) return { kind: 'invalid' };
  const parts = token.split('.');
  const signature = parts.pop() ?? '';
  const [given, id, ...fields] = parts;
  if (given !== purpose || !id || !ID_PATTERN.test(id) || !signature || !verify(parts.join('.'), signature)) return { kind: 'invalid' };
  const issuedAt = fields.at(-1);
  if (issuedAt === undefined || !MILLIS.test(issuedAt) || now - Number(issuedAt) >= MAIL_LINK_VALID_MS) return { kind: 'expired' };
  return { kind: 'valid', id, fields };
}

/** Reads an unsubscribe token: valid (naming the subscriber), expired or invalid. */
export function readUnsubscribeToken(secret: string, token: unknown, now = Date.now()): UnsubscribeToken {
  const read = readExpiringToken(token, 'u', (payload, signature) => verified(secret, payload, signature), now);
  if (read.kind !== 'valid') return read;
  return read.fields.length === 1 ? { kind: 'valid', subscriberId: read.id } : { kind: 'invalid' };
}

/** The link a mail carries: the service's own URL with the token. */
export function serviceLink(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}
