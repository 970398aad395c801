import { EMAIL_PATTERN } from './contract.js';

/** RFC 5321 limits, in octets: a whole address (a forward-path less its brackets) and a local part. */
export const MAX_EMAIL_OCTETS = 254;
export const MAX_LOCAL_PART_OCTETS = 64;

/** Whether a string holds a C0 control or DEL: never part of an address, and `\S` lets most through. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The one form an address is stored and compared in: trimmed, whole address lower-cased. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether a normalised address is acceptable: the spec's pattern plus the RFC length limits. */
export function isAcceptableEmail(email: string): boolean {
  if (!EMAIL_PATTERN.test(email) || hasControlCharacter(email)) return false;
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
