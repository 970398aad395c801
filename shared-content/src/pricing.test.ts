import tools from '../content/tools.json';
import { asOfLabel, budgetOfMonthly, describePricing, isStale, money, monthlyCost, monthsSince, priceStatus, pricingLine } from './pricing';
import { PricingSchema } from './schemas/price';
import type { Price, PriceSource, Pricing } from './schemas/tool';

const PAGE = 'https://vendor.example/pricing';
const COPY: PriceSource = {
  kind: 'vendor-page-copy',
  url: 'https://mirror.example/plans.json',
  publisher: 'Plan Mirror',
  read: '2026-10-20',
};
const REPORT: PriceSource = {
  kind: 'third-party-report',
  url: 'https://reviews.example/vendor',
  publisher: 'Reviews Example',
  read: '2025-05-14',
};
const figure = (extra: Partial<Price> = {}): Price => ({
  amount: 20,
  currency: 'USD',
  period: 'month',
  plan: 'Pro',
  source: COPY,
  ...extra,
});
const pricing = (extra: Partial<Pricing>): Pricing => ({ model: 'paid', page: PAGE, ...extra });

describe('how a price reads', () => {
  it('gives the model, the plan and its figure, per user where so, and cents only where the price has them', () => {
    const line = (extra: Partial<Price>) => describePricing(pricing({ model: 'freemium', from: figure(extra) }), '2026-11-27').figure;
    expect(line({})).toBe('Pro: $20/month');
    expect(line({ amount: 15, perUser: true, billing: 'annual', plan: 'Team' })).toBe('Team: $15/user/month, billed yearly');
    expect(line({ amount: 29.99, billing: 'monthly' })).toBe('Pro: $29.99/month, billed monthly');
    expect(line({ amount: 120, period: 'year' })).toBe('Pro: $120/year');
    expect(line({ amount: 35, period: 'one-time', plan: 'Basic' })).toBe('Basic: $35 one-time');
    expect(describePricing(pricing({ model: 'freemium', from: figure() }), '2026-11-27').model).toBe('Free plan and paid plans');
    expect(describePricing(pricing({ model: 'free-trial' }), '2026-11-27').model).toBe('Free trial, then paid plans');
    expect(describePricing(pricing({ model: 'paid' }), '2026-11-27').model).toBe('Paid plans only');
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

  it('says where every figure comes from and when its source read it: one date, and the vendor page for today’s prices', () => {
    expect(pricingLine(pricing({ from: figure() }), '2026-11-27')).toBe(
      'Paid plans only · Pro: $20/month · From a dated copy of the vendor’s pricing page (Plan Mirror), read October 20, 2026 · Current prices on vendor.example',
    );
    expect(describePricing(pricing({ from: figure() }), '2026-11-27')).toMatchObject({
      status: 'confirmed',
      sourceUrl: COPY.url,
      page: PAGE,
      vendor: 'vendor.example',
    });
    expect(pricingLine(pricing({}), '2026-11-27')).toBe('Paid plans only · No public figure found · Current prices on vendor.example');
    expect(pricingLine(pricing({ model: 'free' }), '2026-11-27')).toBe('Free · No paid plan · Current prices on vendor.example');
    expect(asOfLabel('2025-05-14')).toBe('May 14, 2025');
  });

  it('confirms only the vendor’s page or a dated copy of it, and shows a figure older than a year only as "Last seen"', () => {
    expect(priceStatus(pricing({ from: figure() }), '2026-11-27')).toBe('confirmed');
    expect(priceStatus(pricing({ from: figure({ source: { ...REPORT, read: '2026-09-01' } }) }), '2026-11-27')).toBe('reported');
    expect(priceStatus(pricing({}), '2026-11-27')).toBe('none');
    const old = pricing({ from: figure({ source: REPORT }) });
    expect(priceStatus(old, '2026-05-31')).toBe('reported');
    expect(priceStatus(old, '2026-06-01')).toBe('last-seen');
    expect(pricingLine(old, '2026-11-27')).toBe(
      'Paid plans only · Last seen $20/month for Pro on May 14, 2025 · from a third-party report (Reviews Example), read May 14, 2025; may have changed since · Current prices on vendor.example',
    );
  });

  it('refuses a figure without its plan, source kind, address or date, and a pricing link to a help or billing article', () => {
    expect(PricingSchema.safeParse(pricing({ from: figure() })).success).toBe(true);
    const { plan: _plan, ...noPlan } = figure();
    expect(PricingSchema.safeParse(pricing({ from: noPlan as Price })).success).toBe(false);
    for (const key of ['kind', 'url', 'read', 'publisher'] as const) {
      const { [key]: _dropped, ...source } = COPY;
      expect([key, PricingSchema.safeParse(pricing({ from: figure({ source: source as PriceSource }) })).success]).toEqual([key, false]);
    }
    expect(PricingSchema.safeParse(pricing({ from: figure({ source: { ...COPY, read: 'autumn 2026' } }) })).success).toBe(false);
    for (const page of [
      'https://help.otter.ai/hc/en-us/articles/360048259073-Cancel-or-downgrade-your-Pro-subscription',
      'https://vendor.example/billing',
      'http://vendor.example/pricing',
    ])
      expect([page, PricingSchema.safeParse(pricing({ page })).success]).toEqual([page, false]);
  });

  it('counts whole calendar months, whatever the day', () => {
    expect(monthsSince('2025-05', '2025-05-31')).toBe(0);
    expect(monthsSince('2025-05-31', '2026-05-01')).toBe(12);
    expect(monthsSince('2024-12', '2025-01-01')).toBe(1);
    expect(isStale('2025-05', '2026-05-15')).toBe(false);
    expect(isStale('2025-05', '2026-11-23')).toBe(true);
  });

  it('spreads a yearly price over twelve months, and places a monthly cost in a budget bracket', () => {
    expect(monthlyCost(pricing({ from: figure({ amount: 120, period: 'year' }) }))).toBe(10);
    expect(monthlyCost(pricing({ from: figure({ amount: 35, period: 'one-time' }) }))).toBe(0);
    expect(monthlyCost(pricing({}))).toBeNull();
    expect([0, 49.99, 50, 200, 200.01].map(budgetOfMonthly)).toEqual(['free', 'under-50', '50-200', '50-200', '200-plus']);
  });
});
