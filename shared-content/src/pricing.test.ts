import tools from '../content/tools.json';
import {
  asOfLabel,
  budgetOfMonthly,
  describePricing,
  isStale,
  money,
  monthlyCost,
  monthsSince,
  priceHeadline,
  pricingLine,
} from './pricing';
import type { Pricing } from './schemas/tool';

const SOURCE = 'https://vendor.example/pricing';
const pricing = (extra: Partial<Pricing>): Pricing => ({ model: 'paid', asOf: '2025-05', source: SOURCE, ...extra });

describe('how a price reads', () => {
  it('names a free plan before any paid price, and a trial before the price after it', () => {
    expect(priceHeadline(pricing({ model: 'free' }))).toBe('Free');
    expect(priceHeadline(pricing({ model: 'freemium', from: { amount: 29.99, currency: 'USD', period: 'month' } }))).toBe(
      'Free plan · paid plans from $29.99/month',
    );
    expect(priceHeadline(pricing({ model: 'freemium' }))).toBe('Free plan · paid plans');
    expect(priceHeadline(pricing({ model: 'free-trial', from: { amount: 12.99, currency: 'USD', period: 'month' } }))).toBe(
      'Free trial · then from $12.99/month',
    );
    expect(priceHeadline(pricing({ model: 'free-trial' }))).toBe('Free trial · then paid plans');
    expect(priceHeadline(pricing({ model: 'paid' }))).toBe('Paid plans');
  });

  it('writes the period, per user where so, and cents only where the price has them', () => {
    expect(priceHeadline(pricing({ from: { amount: 20, currency: 'USD', period: 'month' } }))).toBe('From $20/month');
    expect(priceHeadline(pricing({ from: { amount: 15, currency: 'USD', period: 'month', perUser: true } }))).toBe('From $15/user/month');
    expect(priceHeadline(pricing({ from: { amount: 120, currency: 'USD', period: 'year' } }))).toBe('From $120/year');
    expect(priceHeadline(pricing({ from: { amount: 35, currency: 'USD', period: 'one-time' } }))).toBe('From $35 one-time');
  });

  it('writes dollars exactly as Intl.NumberFormat would, for every price in The Arsenal and any other amount', () => {
    const intl = (amount: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    const known = (tools as { pricing: Pricing }[]).flatMap((tool) => (tool.pricing.from ? [tool.pricing.from.amount] : []));
    expect(known.length).toBeGreaterThan(0);
    for (const amount of [...known, 0.5, 1, 9.9, 29.99, 999, 1000, 1200, 1234.5, 99999.99, 1000000])
      expect(money(amount, 'USD')).toBe(intl(amount));
  });

  it('dates every price and links its source, marking facts older than twelve months', () => {
    const fresh = pricing({ from: { amount: 10, currency: 'USD', period: 'month' } });
    expect(pricingLine(fresh, '2026-05-31')).toBe('From $10/month · as of May 2025 · pricing ↗');
    expect(pricingLine(fresh, '2026-06-01')).toBe('From $10/month · as of May 2025 · may be out of date · pricing ↗');
    expect(describePricing(fresh, '2025-06-15')).toEqual({
      headline: 'From $10/month',
      asOf: 'as of May 2025',
      stale: false,
      source: SOURCE,
    });
    expect(asOfLabel('2025-05-14')).toBe('May 14, 2025');
  });

  it('counts whole calendar months, whatever the day', () => {
    expect(monthsSince('2025-05', '2025-05-31')).toBe(0);
    expect(monthsSince('2025-05-31', '2026-05-01')).toBe(12);
    expect(monthsSince('2024-12', '2025-01-01')).toBe(1);
    expect(isStale('2025-05', '2026-05-15')).toBe(false);
    expect(isStale('2025-05', '2026-11-23')).toBe(true);
  });

  it('spreads a yearly price over twelve months, and places a monthly cost in a budget bracket', () => {
    expect(monthlyCost(pricing({ from: { amount: 120, currency: 'USD', period: 'year' } }))).toBe(10);
    expect(monthlyCost(pricing({ from: { amount: 35, currency: 'USD', period: 'one-time' } }))).toBe(0);
    expect(monthlyCost(pricing({}))).toBeNull();
    expect([0, 49.99, 50, 200, 200.01].map(budgetOfMonthly)).toEqual(['free', 'under-50', '50-200', '50-200', '200-plus']);
  });
});
