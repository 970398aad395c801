import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MailMessage } from './mail.js';

/**
 * Watching a tool: a reader asks, by address, for one mail when a tool's cheapest paid plan, free plan
 * or owner changes. The same double opt-in as the newsletter (a confirmation mail with a signed link
 * that expires), then `notify-changes` compares the facts the site publishes with those it last
 * notified about and mails each watcher once per run with every change to the tools they watch.
 */

/**
 * What a watcher is told about: one tool's facts as the site publishes them, in the tool page's own
 * words (shared-content's content build writes them to src/content/generated/tool-facts.json from the record
 * of the tool's plans, so a mail never words a price differently from the page).
 */
export interface ToolFacts {
  name: string;
  /** "Free plan", "No free plan" or "Free plan not known". */
  freePlan: string;
  /** The cheapest paid plan: "Go: $8/month, billed monthly", or "no dated figure". */
  price: string;
  /** Where the price comes from and when it was read, with its address; null without a figure. */
  priceSource: string | null;
  owner: string | null;
}

/** One change to one tool, as a mail lists it. */
export interface FactChange {
  toolId: string;
  name: string;
  what: 'price' | 'free plan' | 'owner';
  from: string;
  to: string;
  /** Where the new fact comes from, and the day it was read, when there is one. */
  source: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** One tool's facts from the file, or null where the entry is not the site's published facts. */
export function toolFactsOf(entry: unknown): ToolFacts | null {
  if (entry === null || typeof entry !== 'object') return null;
  const { name, freePlan, price, priceSource, owner } = entry as Record<string, unknown>;
  if (!text(name) || !text(freePlan) || !text(price)) return null;
  return { name: name as string, freePlan: freePlan as string, price: price as string, priceSource: text(priceSource), owner: text(owner) };
}

/** The facts of every tool the site publishes (its generated tool-facts.json: tool id -> facts), by id. */
export function readToolFacts(file: string): Map<string, ToolFacts> {
  let published: unknown;
  try {
    published = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the published tool facts ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (published === null || typeof published !== 'object' || Array.isArray(published))
    throw new Error(`${file} must be the site's published tool facts (tool-facts.json): an object of tool id -> facts`);
  const facts = new Map<string, ToolFacts>();
  for (const [id, entry] of Object.entries(published)) {
    const tool = toolFactsOf(entry);
    if (!tool) throw new Error(`${file}: "${id}" is not a tool's published facts (name, freePlan, price, priceSource, owner)`);
    facts.set(id, tool);
  }
  return facts;
}

/** What changed between two versions of a tool's facts that a watcher cares about. */
export function factChanges(toolId: string, before: ToolFacts, after: ToolFacts): FactChange[] {
  const changes: FactChange[] = [];
  const change = (what: FactChange['what'], from: string, to: string, source: string | null) =>
    changes.push({ toolId, name: after.name, what, from, to, source });
  if (before.price !== after.price) change('price', before.price, after.price, after.priceSource);
  if (before.freePlan !== after.freePlan) change('free plan', before.freePlan, after.freePlan, null);
  if ((before.owner ?? null) !== (after.owner ?? null)) change('owner', before.owner ?? 'not stated', after.owner ?? 'not stated', null);
  return changes;
}

// Signed links of watch mails. Like links.ts: a token names the watcher by its random public id,
// never the address, with an HMAC over its purpose and fields.
//   w.<watcherId>.<toolId>.<requestedAt ms>.<sig>  confirms one watch, until requestedAt + the confirmation period
//   m.<watcherId>.<sig>                            lists and drops the watcher's watches, as long as any are stored
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

export function manageToken(secret: string, watcherId: string): string {
  return `m.${watcherId}.${sign(secret, `m.${watcherId}`)}`;
}

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

/** The watcher a manage token names, or null when it is not one we signed. */
export function readManageToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  const [purpose, id, signature] = parts;
  if (parts.length !== 3 || purpose !== 'm' || !id || !ID.test(id) || !signature) return null;
  return verified(secret, `m.${id}`, signature) ? id : null;
}

/** The links of a watcher's mails: the manage page and one-click unsubscribe (the service's), the site for tool pages. */
export function watchLinks(secret: string, publicUrl: string, siteUrl: string, watcherId: string): WatchLinks {
  const link = (path: string) => {
    const url = new URL(path, publicUrl);
    url.searchParams.set('token', manageToken(secret, watcherId));
    return url.href;
  };
  return { siteUrl, manageUrl: link(WATCH_MANAGE_PATH), unsubscribeUrl: link(WATCH_UNSUBSCRIBE_PATH) };
}

/** The links every watch mail carries. */
export interface WatchLinks {
  /** The tool pages are the site's: `${siteUrl}/tools/{id}`. */
  siteUrl: string;
  /** The manage page (the service's, through the site's origin). */
  manageUrl: string;
  /** RFC 8058 one-click: stops every watch of the address. */
  unsubscribeUrl: string;
}

export function watchConfirmationMail(
  to: string,
  toolName: string,
  confirmUrl: string,
  links: WatchLinks,
  validHours: number,
): MailMessage {
  return {
    to,
    subject: `Confirm: watch ${toolName} on Toolverse`,
    unsubscribeUrl: links.unsubscribeUrl,
    text: [
      'Hello,',
      '',
      `Someone, probably you, asked Toolverse to send one mail to this address when ${toolName}'s`,
      'price, free plan or owner changes in our directory. To confirm, open this link:',
      '',
      confirmUrl,
      '',
      `The link works for ${validHours} hours. If you did not ask, ignore this mail: without`,
      'confirmation we send nothing about this tool, and the request is deleted when the link expires.',
      '',
      'See or stop what you watch:',
      links.manageUrl,
      '',
      'Toolverse',
    ].join('\n'),
  };
}

/** The one mail of a run for one watcher: every change to the tools they watch. */
export function changesMail(to: string, changes: readonly FactChange[], links: WatchLinks, day: string): MailMessage {
  const byTool = new Map<string, FactChange[]>();
  for (const change of changes) byTool.set(change.toolId, [...(byTool.get(change.toolId) ?? []), change]);
  const names = [...byTool.values()].map((list) => (list[0] as FactChange).name);
  const lines: string[] = ['Hello,', '', `What changed in Toolverse's directory on ${day}, for the tools you watch:`, ''];
  for (const [toolId, list] of byTool) {
    lines.push(`${(list[0] as FactChange).name}`);
    for (const change of list) {
      lines.push(`  ${change.what[0]?.toUpperCase()}${change.what.slice(1)}: ${change.from} -> ${change.to}`);
      if (change.source) lines.push(`    Source: ${change.source}`);
    }
    lines.push(`  ${new URL(`/tools/${toolId}`, links.siteUrl).href}`, '');
  }
  lines.push(
    "Prices change on the vendors' own pages first: check there before you pay.",
    '',
    'See or stop what you watch:',
    links.manageUrl,
    '',
    'Stop every watch mail with one click:',
    links.unsubscribeUrl,
    '',
    'Toolverse',
  );
  const subject = names.length === 1 ? `${names[0]} changed: price, plan or owner` : `${names.length} tools you watch changed`;
  return { to, subject, unsubscribeUrl: links.unsubscribeUrl, text: lines.join('\n') };
}
