import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of the mails. A token names the subscriber by its random public id, never by the
 * address, and carries an HMAC-SHA256 over its purpose and fields, so a link cannot be forged for
 * another subscriber or turned from one purpose into the other.
 *
 *   confirm:     c.<id>.<consentedAt ms>.<signature>   works until consentedAt + the confirmation period
 *   unsubscribe: u.<id>.<signature>                    works as long as the address is stored
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

const ID_PATTERN = /^[0-9a-f-]{32,36}$/;

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

export function unsubscribeToken(secret: string, subscriberId: string): string {
  const payload = `u.${subscriberId}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type ConfirmToken = { kind: 'valid'; subscriberId: string; consentedAt: Date } | { kind: 'expired' } | { kind: 'invalid' };

/** Reads a confirmation token: valid, expired (signed by us, but too old) or invalid. */
export function readConfirmToken(secret: string, token: unknown, validForMs: number, now = Date.now()): ConfirmToken {
  if (typeof token !== 'string' || token.length > 200) return { kind: 'invalid' };
  const parts = token.split('.');
  const [purpose, id, millis, signature] = parts;
  if (parts.length !== 4 || purpose !== 'c' || !id || !ID_PATTERN.test(id) || !millis || !/^\d{1,15}$/.test(millis) || !signature) {
    return { kind: 'invalid' };
  }
  if (!verified(secret, `c.${id}.${millis}`, signature)) return { kind: 'invalid' };
  const consentedAt = new Date(Number(millis));
  if (now - consentedAt.getTime() >= validForMs) return { kind: 'expired' };
  return { kind: 'valid', subscriberId: id, consentedAt };
}

/** The subscriber an unsubscribe token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  const [purpose, id, signature] = parts;
  if (parts.length !== 3 || purpose !== 'u' || !id || !ID_PATTERN.test(id) || !signature) return null;
  return verified(secret, `u.${id}`, signature) ? id : null;
}

/** The link a mail carries: the service's own URL with the token. */
export function serviceLink(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}
