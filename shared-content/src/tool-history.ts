import { asOfLabel, priceText } from './pricing';
import type { PriceCheck, RecordedPrice } from './schemas/tool';
import { FREE_PLAN_MODELS } from './tool-taxonomy';

/**
 * A tool's checks over time (content/tool-history.json): what the tool page's price history shows,
 * and the changes /tools/changes and its feed list, "old → new" with the day of the check that found
 * the new fact.
 */

/** One change one check found: the price, the free plan or the owner, as it read before and after. */
export interface FactChangeEntry {
  id: string;
  name: string;
  /** The day of the check that found it (YYYY-MM-DD). */
  on: string;
  what: 'price' | 'free plan' | 'owner';
  from: string;
  to: string;
}

/** "$20/month (Pro)", or "no dated figure" when the check found none. */
export function recordedPriceText(price: RecordedPrice | null): string {
  return price ? `${priceText(price)} (${price.plan})` : 'no dated figure';
}

const SOURCE_KINDS: Record<RecordedPrice['source']['kind'], string> = {
  'vendor-page': 'Vendor’s pricing page',
  'vendor-page-copy': 'Copy of a vendor page',
  'third-party-report': 'Third-party report',
};

/** "Third-party report (wjf1/coding-plan-radar), read October 16, 2026"; "…, undated" for an undated copy. */
export function recordedSourceText(price: RecordedPrice): string {
  const { kind, publisher, read } = price.source;
  return `${SOURCE_KINDS[kind]} (${publisher}), ${read ? `read ${asOfLabel(read)}` : 'undated'}`;
}

const samePrice = (a: RecordedPrice | null, b: RecordedPrice | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.amount === b.amount &&
    a.currency === b.currency &&
    a.period === b.period &&
    a.plan === b.plan &&
    (a.perUser ?? false) === (b.perUser ?? false));

const freePlanText = (model: PriceCheck['model']) => (FREE_PLAN_MODELS.includes(model) ? 'a free plan' : 'no free plan');

/** What each check changed from the one before it: price, free plan, owner; oldest first. */
export function historyChanges(tool: { id: string; name: string }, checks: readonly PriceCheck[]): FactChangeEntry[] {
  const changes: FactChangeEntry[] = [];
  checks.forEach((check, index) => {
    const before = checks[index - 1];
    if (!before) return;
    const entry = { id: tool.id, name: tool.name, on: check.on };
    if (!samePrice(before.price, check.price))
      changes.push({ ...entry, what: 'price', from: recordedPriceText(before.price), to: recordedPriceText(check.price) });
    if (freePlanText(before.model) !== freePlanText(check.model))
      changes.push({ ...entry, what: 'free plan', from: freePlanText(before.model), to: freePlanText(check.model) });
    if ((before.owner ?? null) !== (check.owner ?? null))
      changes.push({ ...entry, what: 'owner', from: before.owner ?? 'not stated', to: check.owner ?? 'not stated' });
  });
  return changes;
}

/** A point of the price chart: a check's figure per month (a yearly figure / 12), or null where it found none. */
export function monthlyFigure(price: RecordedPrice | null): number | null {
  if (!price || price.period === 'one-time') return null;
  return price.period === 'year' ? price.amount / 12 : price.amount;
}
