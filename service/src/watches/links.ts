import { createHmac, timingSafeEqual } from 'node:crypto';
import { readExpiringToken } from '../subscriptions/links.js';

// Signed links of watch mails. Like links.ts: a token names the watcher by its random public id,
// never the address, with an HMAC over its purpose and fields.
//   w.<watcherId>.<toolId>.<requestedAt ms>.<sig>  confirms one watch, until requestedAt + the confirmation period
//   m.<watcherId>.<version>.<issuedAt ms>.<sig>    lists and drops the watcher's watches, while `version` is the
//                                                  watcher's token version (a stop-all bumps it) and for
//                                                  MAIL_LINK_VALID_MS after the mail was written
export const WATCH_PATH = '/watch';
export const WATCH_CONFIRM_PATH = '/watch/confirm';
export const WATCH_MANAGE_PATH = '/watch/manage';
export const WATCH_UNSUBSCRIBE_PATH = '/watch/unsubscribe';

/** The site's pages a watch request and its links land on (shell pages, prerendered). */
export const WATCH_PAGES = {
  sent: '/watch/sent',
  confirmed: '/watch/confirmed',
  problem: '/watch/problem',
  expired: '/newsletter/link-expired',
  invalid: '/newsletter/link-invalid',
} as const;

const ID = /^[0-9a-f-]{32,36}$/;
const TOOL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`watch:${payload}`).digest('base64url');

function verified(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function watchConfirmToken(secret: string, watcherId: string, toolId: string, requestedAt: Date): string {
  const payload = `w.${watcherId}.${toolId}.${requestedAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function manageToken(secret: string, watcherId: string, version: number, issuedAt: Date): string {
  const payload = `m.${watcherId}.${version}.${issuedAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** A watcher as a manage link names it: valid only while `version` is the watcher's token version. */
export interface ManageKey {
  watcherId: string;
  version: number;
}

/** A manage token read: valid (the watcher, version and when its mail was written), expired or invalid. */
export type ManageToken = ({ kind: 'valid'; issuedAt: Date } & ManageKey) | { kind: 'expired' } | { kind: 'invalid' };

export type WatchConfirmToken =
  { kind: 'valid'; watcherId: string; toolId: string; requestedAt: Date } | { kind: 'expired' } | { kind: 'invalid' };

export function readWatchConfirmToken(secret: string, token: unknown, validForMs: number, now = Date.now()): WatchConfirmToken {
  if (typeof token !== 'string' || token.length > 300) return { kind: 'invalid' };
  const parts = token.split('.');
  const [purpose, id, toolId, millis, signature] = parts;
  if (
    parts.length !== 5 ||
    purpose !== 'w' ||
    !id ||
    !ID.test(id) ||
    !toolId ||
    !TOOL.test(toolId) ||
    !millis ||
    !/^\d{1,15}$/.test(millis)
  ) {
    return { kind: 'invalid' };
  }
  if (!signature || !verified(secret, `w.${id}.${toolId}.${millis}`, signature)) return { kind: 'invalid' };
  const requestedAt = new Date(Number(millis));
  if (now - requestedAt.getTime() >= validForMs) return { kind: 'expired' };
  return { kind: 'valid', watcherId: id, toolId, requestedAt };
}

/** Reads a manage token: valid (the watcher and version it names), expired, or invalid. */
export function readManageToken(secret: string, token: unknown, now = Date.now()): ManageToken {
  const read = readExpiringToken(token, 'm', (payload, signature) => verified(secret, payload, signature), now);
  if (read.kind !== 'valid') return read;
  const [version, issuedAt] = read.fields;
  if (read.fields.length !== 2 || !version || !/^\d{1,9}$/.test(version) || !issuedAt) return { kind: 'invalid' };
  return { kind: 'valid', watcherId: read.id, version: Number(version), issuedAt: new Date(Number(issuedAt)) };
}

/**
 * The links of a watcher's mails: the manage page and one-click unsubscribe (the service's), the site
 * for tool pages. Fresh in each mail: they work for MAIL_LINK_VALID_MS from `issuedAt`.
 */
export function watchLinks(
  secret: string,
  publicUrl: string,
  siteUrl: string,
  watcher: ManageKey,
  issuedAt: Date = new Date(),
): WatchLinks {
  const link = (path: string) => {
    const url = new URL(path, publicUrl);
    url.searchParams.set('token', manageToken(secret, watcher.watcherId, watcher.version, issuedAt));
    return url.href;
  };
  return { siteUrl, manageUrl: link(WATCH_MANAGE_PATH), unsubscribeUrl: link(WATCH_UNSUBSCRIBE_PATH) };
}

/** The links every watch mail carries. */
export interface WatchLinks {
  /** The tool pages are the site's: `${siteUrl}/tools/{id}`. */
  siteUrl: string;
  /** The manage page (the service's, on its public origin). */
  manageUrl: string;
  /** RFC 8058 one-click: stops every watch of the address. */
  unsubscribeUrl: string;
}
