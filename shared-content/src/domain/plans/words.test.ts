import history from '../../../content/tool-history.json';
import {
  ageText,
  asOfLabel,
  cheapestText,
  disagreementText,
  freePlanText,
  money,
  planPriceLines,
  planPriceText,
  sourceText,
} from './words';
import type { PlanRow } from './record';

const SOURCE = {
  kind: 'vendor-page-copy' as const,
  url: `https://github.com/example/copies/blob/${'d'.repeat(40)}/plans.json`,
  publisher: 'Plan Copies',
  read: '2026-10-07',
};

describe('how a price reads', () => {
  it('writes money exactly as Intl.NumberFormat would, for every figure in the records and any other amount', () => {
    const intl = (amount: number, currency = 'USD') =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(
        amount,
      );
    const figures = Object.values(history as Record<string, { plans?: Record<string, unknown>[] }[]>)
      .flat()
      .flatMap((entry) => entry.plans ?? [])
      .flatMap((plan) => ['monthly', 'yearly', 'annual', 'once', 'unstated'].map((key) => plan[key]))
      .filter((figure): figure is number => typeof figure === 'number');
    expect(figures.length).toBeGreaterThan(100);
    for (const amount of [...figures, 0.5, 9.9, 1234.5, 1000000]) expect(money(amount)).toBe(intl(amount));
    expect(money(18, 'EUR')).toBe(intl(18, 'EUR'));
  });

  it('states every figure with how it is billed, per seat where so, and a yearly price with its total', () => {
    // A plan is said at its cheapest way of paying (a tie goes to month by month); its lines give every way.
    expect(planPriceText({ name: 'Pro', monthly: 22, yearly: 17, perSeat: true })).toBe('$17/seat/month, billed yearly');
    expect(planPriceText({ name: 'Pro', monthly: 20, yearly: 20 })).toBe('$20/month, billed monthly');
    expect(planPriceLines({ name: 'Pro', monthly: 22, yearly: 17, perSeat: true })).toEqual([
      '$22/seat/month, billed monthly',
      '$17/seat/month, billed yearly ($204 a year)',
    ]);
    expect(planPriceLines({ name: 'Basic', annual: 199 })).toEqual(['$16.58/month, billed yearly ($199 a year)']);
    expect(planPriceLines({ name: 'Go', unstated: 8 })).toEqual(['$8/month, billing not stated']);
    expect(planPriceLines({ name: 'Logo', once: 35 })).toEqual(['$35 one-time']);
    expect(planPriceLines({ name: 'Free', monthly: 0 })).toEqual(['Free']);
    expect(planPriceLines({ name: 'Enterprise', sales: true })).toEqual(['Contact sales']);
    expect(planPriceText({ name: 'Pro', monthly: 29 }, 'EUR')).toBe('€29/month, billed monthly');
  });

  it('names the cheapest paid plan, says the free plan as yes or no, and cites the source with the day it read the plans', () => {
    expect(cheapestText({ cheapest: { plan: { name: 'Go', monthly: 8 }, source: SOURCE } })).toBe('Go: $8/month, billed monthly');
    expect(cheapestText({ cheapest: null })).toBeNull();
    expect([true, false, null].map((freePlan) => freePlanText({ freePlan }))).toEqual(['Free plan', 'No free plan', 'Free plan not known']);
    expect(sourceText(SOURCE)).toBe('a dated copy of the vendor’s plan page (Plan Copies), read October 7, 2026');
    expect(sourceText({ ...SOURCE, kind: 'licensed-dataset', licence: 'CC BY 4.0', read: '2026-04' })).toBe(
      'a licensed dataset (Plan Copies, CC BY 4.0), read April 2026',
    );
    expect(sourceText({ ...SOURCE, dated: 'commit' })).toBe(
      'a dated copy of the vendor’s plan page (Plan Copies), in a file committed October 7, 2026',
    );
    const monitor = {
      kind: 'vendor-page',
      url: 'https://quill.example/pricing',
      publisher: 'Quill pricing page',
      snapshot: 'a'.repeat(64),
    } as const;
    expect(sourceText({ ...monitor, read: '2026-11-29' })).toBe('the vendor’s pricing page, read by our monitor on November 29, 2026');
    expect(asOfLabel('2025-05')).toBe('May 2025');
  });

  it('shows a figure’s age past 180 days, and names sources that disagree', () => {
    expect(ageText('2026-06-01', '2026-11-28')).toBe('');
    expect(ageText('2026-04-26', '2026-11-28')).toBe('7 months old');
    expect(ageText('2024-04-26', '2026-11-28')).toBe('2 years old');
    const plan: PlanRow = {
      name: 'Pro',
      monthly: 22,
      source: 0,
      others: [{ basis: 'monthly', amount: 25, source: { ...SOURCE, publisher: 'Pricing page copy' } }],
    };
    expect(disagreementText(plan)).toBe('sources disagree: $22 or $25/month, billed monthly');
    expect(disagreementText({ ...plan, others: undefined })).toBeNull();
    // Where one source does not say how its figure is billed, both figures keep their own basis.
    expect(
      disagreementText({
        name: 'Plus',
        unstated: 4.99,
        others: [{ basis: 'monthly', amount: 7.99, against: 'unstated', source: SOURCE }],
      }),
    ).toBe('sources disagree: $4.99/month, billing not stated, or $7.99/month, billed monthly');
  });
});
