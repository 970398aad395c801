import { createHash } from 'node:crypto';
import type { PlanFigure } from './types.js';

// What a reading changes against the record, in the words an editor checks: the record's plans (the
// ones the site shows) against the plans a source lists today. Pure, so every case is a unit test.

export type ChangeKind = 'price' | 'plan-added' | 'plan-removed' | 'plan-renamed' | 'billing' | 'free-gone' | 'free-back';

export interface Change {
  what: ChangeKind;
  /** The plan it is about (its new name for a rename). */
  plan: string;
  /** The record's value in words, null for an added plan. */
  old: string | null;
  /** The reading's value in words, null for a removed plan. */
  new: string | null;
}

const FIGURES = ['monthly', 'yearly', 'annual', 'once', 'unstated'] as const;
type Basis = (typeof FIGURES)[number];

const money = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
const BASIS_WORDS: Record<Basis, string> = {
  monthly: 'a month, billed monthly',
  yearly: 'a month, billed yearly',
  annual: 'a year',
  once: 'once',
  unstated: 'a month (billing not stated)',
};

/** A plan's figures in words: "$20 a month, billed monthly; $16 a month, billed yearly", "free", "contact sales". */
export function describePlan(plan: PlanFigure): string {
  if (plan.monthly === 0) return 'free';
  const parts = FIGURES.filter((basis) => plan[basis] !== undefined).map(
    (basis) => `${money(plan[basis] as number)} ${BASIS_WORDS[basis]}${plan.perSeat ? ' per seat' : ''}`,
  );
  if (plan.sales) parts.push(parts.length ? 'or contact sales' : 'contact sales');
  return parts.length ? parts.join('; ') : 'no figure';
}

/** "Pro plan", "pro", "PRO " are one plan. */
export const planKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bplan\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const isFree = (plan: PlanFigure) => plan.monthly === 0;
const bases = (plan: PlanFigure): Basis[] => FIGURES.filter((basis) => plan[basis] !== undefined && !(basis === 'monthly' && isFree(plan)));
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, b * 0.01);

/** Same figures: the same stated bases at the same amounts; an `unstated` figure matches the same amount on any basis. */
function sameFigures(a: PlanFigure, b: PlanFigure): boolean {
  if (isFree(a) || isFree(b)) return isFree(a) === isFree(b);
  const stated = (plan: PlanFigure) => bases(plan).filter((basis) => basis !== 'unstated');
  const [left, right] = [stated(a), stated(b)];
  if (left.length > 0 && right.length > 0)
    return left.join() === right.join() && left.every((basis) => near(a[basis] as number, b[basis] as number));
  const amounts = (plan: PlanFigure) => bases(plan).map((basis) => plan[basis] as number);
  if (amounts(a).length > 0 || amounts(b).length > 0) return amounts(a).some((x) => amounts(b).some((y) => near(x, y)));
  return Boolean(a.sales) === Boolean(b.sales);
}

/** A plan's changed figures on the bases both state; a billing change when the stated bases differ (an unstated figure says nothing of billing). */
function planChanges(before: PlanFigure, after: PlanFigure): Change[] {
  if (sameFigures(before, after)) return [];
  const stated = (plan: PlanFigure) => bases(plan).filter((basis) => basis !== 'unstated');
  const changes: Change[] = [];
  const beforeBases = stated(before);
  const afterBases = stated(after);
  const shared = beforeBases.filter((basis) => afterBases.includes(basis));
  const billingMoved = beforeBases.length > 0 && afterBases.length > 0 && beforeBases.join() !== afterBases.join();
  if (billingMoved) changes.push({ what: 'billing', plan: after.name, old: describePlan(before), new: describePlan(after) });
  else if (isFree(before) !== isFree(after) || shared.length > 0 || before.unstated !== undefined || after.unstated !== undefined)
    changes.push({ what: 'price', plan: after.name, old: describePlan(before), new: describePlan(after) });
  return changes;
}

/** Every change from the record's plans to a reading's, in the reading's order, then plans it no longer lists. */
export function comparePlans(record: readonly PlanFigure[], reading: readonly PlanFigure[]): Change[] {
  const byKey = new Map(record.map((plan) => [planKey(plan.name), plan]));
  const matched = new Set<string>();
  const added: PlanFigure[] = [];
  const changes: Change[] = [];
  for (const plan of reading) {
    const before = byKey.get(planKey(plan.name));
    if (!before) {
      added.push(plan);
      continue;
    }
    matched.add(planKey(plan.name));
    changes.push(...planChanges(before, plan));
  }
  const removed = record.filter((plan) => !matched.has(planKey(plan.name)));
  // A plan gone and a plan new with the same figures is one plan renamed.
  for (const plan of added) {
    const twin = removed.findIndex((old) => sameFigures(old, plan) && !isFree(old) === !isFree(plan));
    if (twin >= 0) {
      const [old] = removed.splice(twin, 1) as [PlanFigure];
      changes.push({ what: 'plan-renamed', plan: plan.name, old: old.name, new: plan.name });
    } else if (isFree(plan) && !record.some(isFree)) changes.push({ what: 'free-back', plan: plan.name, old: null, new: 'free' });
    else changes.push({ what: 'plan-added', plan: plan.name, old: null, new: describePlan(plan) });
  }
  for (const plan of removed) {
    if (isFree(plan) && !reading.some(isFree)) changes.push({ what: 'free-gone', plan: plan.name, old: 'free', new: null });
    else changes.push({ what: 'plan-removed', plan: plan.name, old: describePlan(plan), new: null });
  }
  return changes;
}

/** The sorted-key JSON of a value: one text for one content, whatever order its keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What makes two proposals one: the same kind and the same content read (a hex SHA-256). */
export const digestOf = (kind: string, content: unknown): string =>
  createHash('sha256')
    .update(`${kind}\n${canonical(content)}`)
    .digest('hex');

/** Every change in one line each, for a terminal or a mail. */
export const changeLine = (change: Change): string => {
  switch (change.what) {
    case 'plan-renamed':
      return `plan renamed: ${change.old} -> ${change.new}`;
    case 'plan-added':
      return `plan added: ${change.plan} (${change.new})`;
    case 'plan-removed':
      return `plan removed: ${change.plan} (was ${change.old})`;
    case 'free-gone':
      return `free plan gone: ${change.plan}`;
    case 'free-back':
      return `free plan back: ${change.plan}`;
    default:
      return `${change.what === 'billing' ? 'billing changed' : 'price changed'}: ${change.plan}: ${change.old} -> ${change.new}`;
  }
};
