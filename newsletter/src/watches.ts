import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MailMessage } from './mail.js';

/**
 * Watching a tool: a reader asks, by address, for one mail when a tool's price, free plan or owner
 * changes. The same double opt-in as the newsletter (a confirmation mail with a signed link that
 * expires), then `notify-changes` compares the site's published tool facts with those it last
 * notified about and mails each watcher once per run with every change to the tools they watch.
 */

/** What a watcher is told about: the facts of a tool the site publishes (tools.json). */
export interface ToolFacts {
  name: string;
  /** The pricing model (free, freemium, free-trial, paid, ...). */
  model: string;
  /** Whether there is a free plan (the site's FREE_PLAN_MODELS: free and freemium). */
  freePlan: boolean;
  /** The cheapest paid plan's figure, where a dated source gives one. */
  price: { amount: number; currency: string; period: string; plan: string; perUser: boolean; source: string; read: string } | null;
  /** Who makes the tool, where a vendor page says so. */
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

const FREE_PLAN_MODELS = new Set(['free', 'freemium']);

/** The facts of every tool in the site's tools.json, by id. */
export function readToolFacts(file: string): Map<string, ToolFacts> {
  let tools: unknown;
  try {
    tools = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the tools file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(tools)) throw new Error(`${file} must be the site's tools.json: a list of tools`);
  const facts = new Map<string, ToolFacts>();
  for (const tool of tools as Record<string, unknown>[]) {
    const pricing = (tool.pricing ?? {}) as Record<string, unknown>;
    const from = pricing.from as Record<string, unknown> | undefined;
    const source = from?.source as Record<string, unknown> | undefined;
    const check = tool.check as Record<string, unknown> | undefined;
    const model = String(pricing.model ?? '');
    facts.set(String(tool.id), {
      name: String(tool.name),
      model,
      freePlan: FREE_PLAN_MODELS.has(model),
      price: from
        ? {
            amount: Number(from.amount),
            currency: String(from.currency),
            period: String(from.period),
            plan: String(from.plan),
            perUser: from.perUser === true,
            source: String(source?.url ?? ''),
            read: String(source?.read ?? ''),
          }
        : null,
      owner: typeof check?.owner === 'string' ? check.owner : null,
    });
  }
  return facts;
}

const money = (amount: number) => (Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`);
const PERIOD: Record<string, string> = { month: 'a month', year: 'a year', 'one-time': 'once' };

/** A price in words: "$20 a month (Pro)", "$12 a month per user (Team)", or "no figure". */
export function priceWords(price: ToolFacts['price']): string {
  if (!price) return 'no dated figure';
  return `${money(price.amount)} ${PERIOD[price.period] ?? price.period}${price.perUser ? ' per user' : ''} (${price.plan})`;
}

/** What changed between two versions of a tool's facts that a watcher cares about. */
export function factChanges(toolId: string, before: ToolFacts, after: ToolFacts): FactChange[] {
  const changes: FactChange[] = [];
  const priceSource = after.price ? `${after.price.source}, read ${after.price.read}` : null;
  const samePrice =
    (before.price === null && after.price === null) ||
    (before.price !== null &&
      after.price !== null &&
      before.price.amount === after.price.amount &&
      before.price.currency === after.price.currency &&
      before.price.period === after.price.period &&
      before.price.plan === after.price.plan &&
      before.price.perUser === after.price.perUser);
  if (!samePrice)
    changes.push({
      toolId,
      name: after.name,
      what: 'price',
      from: priceWords(before.price),
      to: priceWords(after.price),
      source: priceSource,
    });
  if (before.freePlan !== after.freePlan) {
    const words = (free: boolean) => (free ? 'a free plan' : 'no free plan');
    changes.push({ toolId, name: after.name, what: 'free plan', from: words(before.freePlan), to: words(after.freePlan), source: null });
  }
  if ((before.owner ?? null) !== (after.owner ?? null)) {
    changes.push({
      toolId,
      name: after.name,
      what: 'owner',
      from: before.owner ?? 'not stated',
      to: after.owner ?? 'not stated',
      source: null,
    });
  }
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
