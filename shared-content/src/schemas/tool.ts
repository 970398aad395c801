import * as z from 'zod';
import { BUDGETS, GOALS, PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '../tool-taxonomy';

export { BUDGETS, GOALS, PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '../tool-taxonomy';

/** A tool of The Arsenal. Its URL is the vendor's own site, used as the (affiliate) link. */
export const ToolSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id'),
  name: z.string().min(2),
  description: z.string().min(40).max(240),
  category: z.enum(TOOL_CATEGORIES),
  userTypes: z.array(z.enum(USER_TYPES)).min(1).max(4),
  pricingModel: z.enum(PRICING_MODELS),
  pricing: z
    .string()
    .min(4)
    .refine((text) => !/\$/.test(text) || /^From \$|^\$\d+ one-time/.test(text), 'a price must read "From $X" (a spec figure) with its date'),
  hook: z.string().min(10).max(90),
  benefits: z.array(z.string().min(8).max(70)).length(3),
  url: z.url({ protocol: /^https$/, error: 'must be the vendor\'s https URL' }),
  lastVerified: z.iso.date(),
  trending: z.boolean(),
  topPick: z.boolean(),
  goals: z.array(z.enum(GOALS)).min(1).max(3),
  budget: z.enum(BUDGETS),
});

export type Tool = z.infer<typeof ToolSchema>;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type UserType = (typeof USER_TYPES)[number];
export type PricingModel = (typeof PRICING_MODELS)[number];
