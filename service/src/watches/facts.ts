import { readFileSync } from 'node:fs';

/**
 * Watching a tool: a reader asks, by address, for one mail when a tool's cheapest paid plan, free plan,
 * owner or status (may be gone, discontinued, acquired, no longer linked) changes. The same double opt-in as the newsletter (a confirmation mail with a signed link
 * that expires), then `notify-changes` compares the facts the site publishes with those it last
 * notified about and mails each watcher once per run with every change to the tools they watch.
 */

/**
 * What a watcher is told about: one tool's facts as the site publishes them, in the tool page's own
 * words (shared-content's content build writes them to src/generated/tool-facts.json from the record
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
  /**
   * "Active", or what the site's record says of the tool's life in the tool page's words ("Acquired by
   * X on May 14, 2026", "Discontinued on …"). Facts published or stored before the site said so are active.
   */
  status?: string;
}

/** What a tool's status reads as when the record says nothing of its life. */
export const ACTIVE = 'Active';

/** One change to one tool, as a mail lists it. */
export interface FactChange {
  toolId: string;
  name: string;
  what: 'price' | 'free plan' | 'owner' | 'status';
  from: string;
  to: string;
  /** Where the new fact comes from, and the day it was read, when there is one. */
  source: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** One tool's facts from the file, or null where the entry is not the site's published facts. */
export function toolFactsOf(entry: unknown): ToolFacts | null {
  if (entry === null || typeof entry !== 'object') return null;
  const { name, freePlan, price, priceSource, owner, status } = entry as Record<string, unknown>;
  if (!text(name) || !text(freePlan) || !text(price)) return null;
  if (status !== undefined && !text(status)) return null;
  return {
    name: name as string,
    freePlan: freePlan as string,
    price: price as string,
    priceSource: text(priceSource),
    owner: text(owner),
    status: text(status) ?? ACTIVE,
  };
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
    if (!tool) throw new Error(`${file}: "${id}" is not a tool's published facts (name, freePlan, price, priceSource, owner, status)`);
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
  const [was, is] = [before.status ?? ACTIVE, after.status ?? ACTIVE];
  if (was !== is) change('status', was, is, null);
  return changes;
}
