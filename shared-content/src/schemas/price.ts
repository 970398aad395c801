import * as z from 'zod';
import { PRICE_SOURCE_KINDS, PRICING_MODELS, type BUDGETS } from '../tool-taxonomy';

// A tool's pricing facts, apart from the tool's schema: ../pricing.ts (which words a price for the
// pages) reads these types, and the tool's schema checks its budget with ../pricing.ts's functions.

/** A month (2025-05) or a day (2025-05-14): how precisely we know when a fact held. */
export const AS_OF_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/**
 * Where a figure comes from (docs/decisions/2026-11-27-dated-price-sources.md): its kind, the address
 * a reader can open, who published it and the day (or month) it says the price was read.
 * `vendor-page`: the vendor's pricing page, read by us; `vendor-page-copy`: a dated copy of that page
 * kept by someone else (a public data file that mirrors plan pages with the day it read them);
 * `third-party-report`: a dated review, comparison or record that gives the figure.
 */
export const PriceSourceSchema = z.strictObject({
  kind: z.enum(PRICE_SOURCE_KINDS),
  url: z.url({ protocol: /^https$/, error: 'must be the https address a reader can open' }),
  publisher: z.string().min(2).max(90),
  read: z.string().regex(AS_OF_PATTERN, 'must be the day (YYYY-MM-DD) or month (YYYY-MM) the source read the price'),
});

/** The cheapest paid plan we know a figure for: `amount` `currency` per `period`, per user where so, and where it comes from. */
export const PriceSchema = z.strictObject({
  amount: z.number().positive(),
  currency: z.enum(['USD']),
  period: z.enum(['month', 'year', 'one-time']),
  perUser: z.boolean().optional(),
  /** How the figure is billed on the vendor's page: month by month, a yearly plan shown per month, or not said. */
  billing: z.enum(['monthly', 'annual', 'unstated']).optional(),
  /** The plan it prices, as the vendor names it. */
  plan: z.string().min(2).max(40),
  source: PriceSourceSchema,
});

/** Addresses that are help, billing or account articles, not a page of plans and prices. */
export const NOT_A_PRICING_PAGE = /(^https:\/\/(help|support|community)\.)|\/hc\/|\/articles?\/|cancel|downgrade|refund|invoice|billing/i;

/**
 * What a tool costs and how we know: the model, the cheapest paid plan's figure only where a dated
 * source gives one, and the vendor's own pricing page, where a reader finds today's prices. Pages
 * show it through describePricing() (../pricing.ts).
 */
export const PricingSchema = z.strictObject({
  model: z.enum(PRICING_MODELS),
  from: PriceSchema.optional(),
  /** What the plans add, in words: figures belong in `from`, where they carry their date and source. */
  note: z
    .string()
    .min(8)
    .max(120)
    .refine((text) => !/[$€£]\s?\d/.test(text), 'a figure goes in pricing.from, where it shows with its date and source')
    .optional(),
  /** The vendor's pricing page: "Current prices on {vendor}". */
  page: z
    .url({ protocol: /^https$/, error: "must be the https URL of the vendor's pricing page" })
    .refine((url) => !NOT_A_PRICING_PAGE.test(url), "must be the vendor's page of plans, not a help, billing or account article"),
});

export type Pricing = z.infer<typeof PricingSchema>;
export type Price = z.infer<typeof PriceSchema>;
export type PriceSource = z.infer<typeof PriceSourceSchema>;
export type Budget = (typeof BUDGETS)[number];

/**
 * A price as one of our checks recorded it (content/tool-history.json). Like PriceSchema, except that
 * an early check read some figures from undated copies of vendor pages: their `read` is unknown.
 */
export const RecordedPriceSchema = PriceSchema.extend({
  source: PriceSourceSchema.extend({ read: PriceSourceSchema.shape.read.optional() }),
});

/** One check of a tool's pricing as it was recorded: the day, the model, the figure found (or none) and the owner. */
export const PriceCheckSchema = z.strictObject({
  on: z.iso.date({ error: 'must be the day of the check (YYYY-MM-DD)' }),
  model: z.enum(PRICING_MODELS),
  /** The cheapest paid plan's figure the check found with its source; null: it found no dated figure. */
  price: RecordedPriceSchema.nullable(),
  owner: z.string().min(2).max(80).optional(),
});

/**
 * Every tool's checks, oldest first, append-only: a new check is added at the end and none is ever
 * edited (shared-content/scripts/history.test.ts holds every commit to it).
 */
export const ToolHistorySchema = z.record(z.string(), z.array(PriceCheckSchema).min(1));

export type RecordedPrice = z.infer<typeof RecordedPriceSchema>;
export type PriceCheck = z.infer<typeof PriceCheckSchema>;
