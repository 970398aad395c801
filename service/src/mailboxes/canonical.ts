import { createHmac } from 'node:crypto';

/** Domains whose mailboxes ignore dots in the local part; googlemail.com is the same mail service as gmail.com. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const DOMAIN_ALIASES: ReadonlyMap<string, string> = new Map([['googlemail.com', 'gmail.com']]);

export interface CanonicalMailbox {
  /** The mailbox mail to the address reaches: `local@domain` with tags (and Gmail's dots) taken out. */
  mailbox: string;
  /** The domain that receives it. */
  domain: string;
}

/**
 * The mailbox an address delivers to, as far as the caps and opt-outs care: lower-case, the `+tag`
 * of the local part removed for every domain (most providers deliver `a+x@` to `a@`, and counting
 * them apart would let a script mail one person once per tag), and for Gmail the dots removed and
 * googlemail.com read as gmail.com. Mail still goes to the address the reader typed.
 */
export function canonicalMailbox(email: string): CanonicalMailbox {
  const lower = email.trim().normalize('NFC').toLowerCase();
  const at = lower.lastIndexOf('@');
  const rawDomain = lower.slice(at + 1);
  const domain = DOMAIN_ALIASES.get(rawDomain) ?? rawDomain;
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with "+" has no tag to take away: it is all the name there is.
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(rawDomain)) local = local.replaceAll('.', '');
  return { mailbox: `${local}@${domain}`, domain };
}

/**
 * The keys the mail tables hold instead of a mailbox or domain: HMAC-SHA256 under the service's link
 * key, so the tables name nobody without that key. The prefixes keep them apart from each other and
 * from the key's other uses (links, rate limits).
 */
export function mailboxKeys(secret: string, email: string): { mailbox: string; domain: string } {
  const { mailbox, domain } = canonicalMailbox(email);
  const hash = (purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return { mailbox: hash('mailbox', mailbox), domain: hash('mail-domain', domain) };
}
