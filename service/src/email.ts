import { EMAIL_PATTERN } from './contract.js';

/** RFC 5321 limits, in octets: a whole address (a forward-path less its brackets) and a local part. */
export const MAX_EMAIL_OCTETS = 254;
export const MAX_LOCAL_PART_OCTETS = 64;
/** RFC 1035: a DNS label holds at most 63 octets. */
const MAX_LABEL_LENGTH = 63;

/**
 * The one shape of address the service takes: a single mailbox `local@domain` and nothing else.
 *
 * RFC 5322 also allows display names (`"Ann" <ann@x.example>`), groups, comments, quoted local parts
 * and lists, and a mail library reads a string holding any of them as one or more recipients: a
 * sign-up of `victim@x.example,attacker@y.example` would mail both. So the grammar here is the
 * dot-atom of RFC 5322 (ASCII `atext` plus, as RFC 6532 allows, non-ASCII letters, marks and
 * digits), an @, and a host name of letter/digit/hyphen labels (Unicode labels allowed) with a
 * top-level label that is not all digits. Quotes, angle brackets, commas, semicolons, colons,
 * parentheses, brackets, backslashes, spaces, controls and invisible characters are never part of it:
 * Unicode's default-ignorable code points (the combining grapheme joiner U+034F, variation
 * selectors, the Hangul fillers U+3164 and U+FFA0, and the rest) are letters or marks to the
 * classes above but show as nothing, so an address holding one looks like another. Nor may a local
 * part or a label begin with a combining mark, which has no letter to sit on.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const STARTS_WITH_MARK = /^\p{M}/u;
const ATOM_CHAR = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[\\p{L}\\p{M}\\p{N}]";
const LOCAL_PART = new RegExp(`^(?:${ATOM_CHAR})+(?:\\.(?:${ATOM_CHAR})+)*$`, 'u');
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const ASCII_LABEL_CHARS = /^[A-Za-z0-9-]+$/;

function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const top = labels.at(-1) as string;
  if (/^\d+$/.test(top)) return false;
  return labels.every(
    (label) =>
      label.length <= MAX_LABEL_LENGTH &&
      !STARTS_WITH_MARK.test(label) &&
      LABEL.test(label) &&
      // Within ASCII only letters, digits and hyphens; other ASCII symbols are not host names.
      [...label].every((char) => char.charCodeAt(0) > 0x7f || ASCII_LABEL_CHARS.test(char)),
  );
}

/**
 * The one form an address is stored and compared in: trimmed, Unicode NFC (so a composed "é" and an
 * "e" plus combining accent are one address), whole address lower-cased.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/**
 * Whether a normalised address is one plain mailbox the service accepts: the spec's pattern (which
 * the site's form checks), the grammar above and the RFC length limits.
 */
export function isAcceptableEmail(email: string): boolean {
  if (!EMAIL_PATTERN.test(email)) return false;
  if (Buffer.byteLength(email, 'utf8') > MAX_EMAIL_OCTETS) return false;
  if (INVISIBLE.test(email)) return false;
  const at = email.indexOf('@');
  if (at !== email.lastIndexOf('@')) return false;
  const localPart = email.slice(0, at);
  if (Buffer.byteLength(localPart, 'utf8') > MAX_LOCAL_PART_OCTETS) return false;
  if (localPart.split('.').some((atom) => STARTS_WITH_MARK.test(atom))) return false;
  return LOCAL_PART.test(localPart) && isHostName(email.slice(at + 1));
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

/**
 * The plain addresses a stored value mentions, for finding rows stored before the grammar above
 * (`a@x.example, b@y.example`, `"n" <a@x.example>`): every run of characters around an @ that is not
 * a separator, normalised, kept when it is one acceptable address.
 */
export function addressesIn(stored: string): string[] {
  const found = stored.match(/[^\s,;<>"'()[\]:\\]+@[^\s,;<>"'()[\]:\\]+/gu) ?? [];
  return [...new Set(found.map(normaliseEmail).filter(isAcceptableEmail))];
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

/** Why a row is held: what the migration that found it records. */
export const HELD_REASON = 'not one plain address';
