import * as z from 'zod';
import { BUDGETS, FREE_PLAN_MODELS, GOALS, TOOL_CATEGORIES, USER_TYPES, type PRICING_MODELS } from '../tool-taxonomy';
import { budgetOfMonthly, monthlyCost } from '../pricing';
import { AS_OF_PATTERN, PricingSchema } from './price';

export { BUDGETS, GOALS, PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '../tool-taxonomy';
export {
  AS_OF_PATTERN,
  PriceCheckSchema,
  PriceSchema,
  PriceSourceSchema,
  PricingSchema,
  RecordedPriceSchema,
  ToolHistorySchema,
  type Budget,
  type Price,
  type PriceCheck,
  type PriceSource,
  type Pricing,
  type RecordedPrice,
} from './price';

/** A vendor page a fact check relied on, and the date it states for itself, if it states one. */
export const CheckSourceSchema = z.strictObject({
  url: z.url({ protocol: /^https$/, error: "must be the https URL of the vendor's own page" }),
  kind: z.enum(['pricing', 'help', 'docs', 'terms', 'announcement']),
  stated: z.string().regex(AS_OF_PATTERN, 'must be YYYY-MM or YYYY-MM-DD').optional(),
});

/**
 * The last re-check of a tool's facts (plans, owner, links) against copies of the vendor's own pages:
 * when, who makes the tool today where a vendor page says so, the pages, and in our words what it
 * found and could not confirm. The price has its own dated source (pricing.from.source).
 */
export const ToolCheckSchema = z.strictObject({
  on: z.iso.date({ error: 'must be the day of the check (YYYY-MM-DD)' }),
  owner: z.string().min(2).max(80).optional(),
  sources: z.array(CheckSourceSchema).max(4),
  summary: z.string().min(20).max(200),
});

/**
 * A tool of The Arsenal. `url` is the vendor's own site; `affiliateUrl`, only when an affiliate
 * agreement gives one, replaces it as the destination of /go/{id} (and marks the links sponsored).
 */
export const ToolSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id'),
    name: z.string().min(2),
    description: z.string().min(40).max(240),
    category: z.enum(TOOL_CATEGORIES),
    /** Has a browser extension that our articles present as one: the Extensions filter shows it too. */
    browserExtension: z.boolean().optional(),
    userTypes: z.array(z.enum(USER_TYPES)).min(1).max(3),
    pricing: PricingSchema,
    hook: z.string().min(10).max(90),
    benefits: z.array(z.string().min(8).max(70)).length(3),
    url: z.url({ protocol: /^https$/, error: "must be the vendor's https URL" }),
    affiliateUrl: z.url({ protocol: /^https$/, error: 'must be the https affiliate URL the vendor gave us' }).optional(),
    trending: z.boolean(),
    topPick: z.boolean(),
    goals: z.array(z.enum(GOALS)).min(1).max(3),
    budget: z.enum(BUDGETS),
    /** The day the tool joined The Arsenal (for the earliest, the day its entry first shipped, from the repository's history). */
    added: z.iso.date({ error: 'must be the day the tool joined The Arsenal (YYYY-MM-DD)' }),
    check: ToolCheckSchema.optional(),
  })
  .superRefine((tool, context) => {
    if (tool.check && tool.check.on < tool.added)
      context.addIssue({ code: 'custom', path: ['check', 'on'], message: `is before the tool was added (${tool.added})` });
    // The budget bracket must agree with what the tool is known to cost.
    const { model } = tool.pricing;
    const freePlan = FREE_PLAN_MODELS.includes(model);
    if (!freePlan && tool.budget === 'free') {
      context.addIssue({ code: 'custom', path: ['budget'], message: `is "free", but a ${model} tool has no free plan` });
    }
    if (model === 'free' && tool.budget !== 'free')
      context.addIssue({ code: 'custom', path: ['budget'], message: `is "${tool.budget}" for a free tool` });
    const monthly = monthlyCost(tool.pricing);
    if (!freePlan && monthly !== null && monthly > 0 && budgetOfMonthly(monthly) !== tool.budget) {
      context.addIssue({
        code: 'custom',
        path: ['budget'],
        message: `is "${tool.budget}", but pricing.from is ${monthly.toFixed(2)} a month ("${budgetOfMonthly(monthly)}")`,
      });
    }
  });

export type Tool = z.infer<typeof ToolSchema>;
export type ToolCheck = z.infer<typeof ToolCheckSchema>;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type UserType = (typeof USER_TYPES)[number];
export type PricingModel = (typeof PRICING_MODELS)[number];
