import { EMAIL_PATTERN } from './contract.js';

/** RFC 5321 limits, in octets: a whole address (a forward-path less its brackets) and a local part. */
export const MAX_EMAIL_OCTETS = 254;
export const MAX_LOCAL_PART_OCTETS = 64;

/**
 * Control (C0, C1, DEL), format (zero-width, bidi overrides, soft hyphen), lone surrogate and any
 * whitespace or separator character: never part of an address a person can read or type, and
 * `\S` lets most of them through. A zero-width space would make two rows look like one address.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\s]/u;

/**
 * The one form an address is stored and compared in: trimmed, Unicode NFC (so a composed "é" and an
 * "e" plus combining accent are one address), whole address lower-cased.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** Whether a normalised address is acceptable: the spec's pattern plus the RFC length limits. */
export function isAcceptableEmail(email: string): boolean {
  if (!EMAIL_PATTERN.test(email) || INVISIBLE_OR_CONTROL.test(email)) return false;
  if (Buffer.byteLength(email, 'utf8') > MAX_EMAIL_OCTETS) return false;
  // The local part ends at the last @ (a quoted local part may itself hold one).
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return Buffer.byteLength(localPart, 'utf8') <= MAX_LOCAL_PART_OCTETS;
}

/**
 * The normalised address of a request body that is the spec's `{ "email": "..." }` (other fields are
 * ignored), or null when there is no acceptable address in it.
 */
export function emailFromBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const raw: unknown = (body as Record<string, unknown>).email;
  if (typeof raw !== 'string') return null;
  const email = normaliseEmail(raw);
  return isAcceptableEmail(email) ? email : null;
}

/** An address as logs show it: enough to tell sign-ups apart in a trace, not enough to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}
