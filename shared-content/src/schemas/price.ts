import * as z from 'zod';
import { PRICING_MODELS, type BUDGETS } from '../tool-taxonomy';

// A tool's pricing facts, apart from the tool's schema: ../pricing.ts (which words a price for the
// pages) reads these types, and the tool's schema checks its budget with ../pricing.ts's functions.

/** A month (2025-05) or a day (2025-05-14): how precisely we know when a fact held. */
export const AS_OF_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** The cheapest paid plan we know a figure for: `amount` `currency` per `period`, per user where so. */
export const PriceSchema = z.strictObject({
  amount: z.number().positive(),
  currency: z.enum(['USD']),
  period: z.enum(['month', 'year', 'one-time']),
  perUser: z.boolean().optional(),
  /** How the figure is billed on the vendor's page: month by month, a yearly plan shown per month, or not said. */
  billing: z.enum(['monthly', 'annual', 'unstated']).optional(),
});

/**
 * What a tool costs and how we know: the model, a "from" price only where we know one, the date
 * the information is as of (never a date we checked it, unless we did) and the vendor's pricing
 * page it comes from. Pages show it through describePricing() (../pricing.ts).
 */
export const PricingSchema = z.strictObject({
  model: z.enum(PRICING_MODELS),
  from: PriceSchema.optional(),
  /** What the plans add, in words: figures belong in `from`, where they carry their date. */
  note: z
    .string()
    .min(8)
    .max(120)
    .refine((text) => !/[$€£]\s?\d/.test(text), 'a figure goes in pricing.from, where it shows with its date and source')
    .optional(),
  asOf: z.string().regex(AS_OF_PATTERN, 'must be YYYY-MM or YYYY-MM-DD'),
  source: z.url({ protocol: /^https$/, error: "must be the https URL of the vendor's pricing page" }),
});

export type Pricing = z.infer<typeof PricingSchema>;
export type Budget = (typeof BUDGETS)[number];
