import * as z from 'zod';
import { GOALS, TOOL_CATEGORIES, USER_TYPES } from '../tool-taxonomy';
import { MonitorSchema } from './monitor';
import { AS_OF_PATTERN } from './plans';

export { MonitorSchema, type Monitor } from './monitor';

export { BUDGETS, GOALS, PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES, type PricingModel } from '../tool-taxonomy';
export {
  AS_OF_PATTERN,
  CORRECTION_REASONS,
  CorrectionSchema,
  CorrectionsSchema,
  LegacyCheckSchema,
  PlanSchema,
  PlanSourceSchema,
  ReadingSchema,
  SNAPSHOT_PATTERN,
  SearchSchema,
  StatusEntrySchema,
  TOOL_STATUSES,
  ToolHistorySchema,
  historyEntrySchema,
  isPinnedUrl,
  type Budget,
  type Correction,
  type CorrectionReason,
  type HistoryEntry,
  type LegacyCheck,
  type Plan,
  type PlanSource,
  type Reading,
  type Search,
  type StatusEntry,
  type ToolStatusName,
} from './plans';

/** Addresses that are help, billing or account articles, not a page of plans and prices. */
export const NOT_A_PRICING_PAGE = /(^https:\/\/(help|support|community)\.)|\/hc\/|\/articles?\/|cancel|downgrade|refund|invoice|billing/i;

/** A vendor page a fact check relied on, and the date it states for itself, if it states one. */
export const CheckSourceSchema = z.strictObject({
  url: z.url({ protocol: /^https$/, error: "must be the https URL of the vendor's own page" }),
  kind: z.enum(['pricing', 'help', 'docs', 'terms', 'announcement']),
  stated: z.string().regex(AS_OF_PATTERN, 'must be YYYY-MM or YYYY-MM-DD').optional(),
});

/**
 * The last re-check of who makes a tool and where its links lead, against the vendor's own pages:
 * when, the owner where a vendor page says so, and the pages read. It says nothing of plans or prices:
 * those are the readings' (content/tool-history.json), so the two cannot disagree.
 */
export const ToolCheckSchema = z.strictObject({
  on: z.iso.date({ error: 'must be the day of the check (YYYY-MM-DD)' }),
  owner: z.string().min(2).max(80).optional(),
  sources: z.array(CheckSourceSchema).max(4),
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
    /** The vendor's page of plans, where a reader finds today's prices ("Current prices on {vendor}"). */
    pricingPage: z
      .url({ protocol: /^https$/, error: "must be the https URL of the vendor's pricing page" })
      .refine((url) => !NOT_A_PRICING_PAGE.test(url), "must be the vendor's page of plans, not a help, billing or account article"),
    /** Other names our prose uses for the tool ("Kit" for ConvertKit), so the content build can tell what a sentence is about. */
    aka: z.array(z.string().min(2).max(30)).max(3).optional(),
    hook: z.string().min(10).max(90),
    benefits: z.array(z.string().min(8).max(70)).length(3),
    url: z.url({ protocol: /^https$/, error: "must be the vendor's https URL" }),
    affiliateUrl: z.url({ protocol: /^https$/, error: 'must be the https affiliate URL the vendor gave us' }).optional(),
    trending: z.boolean(),
    topPick: z.boolean(),
    goals: z.array(z.enum(GOALS)).min(1).max(3),
    /** The day the tool joined The Arsenal (for the earliest, the day its entry first shipped, from the repository's history). */
    added: z.iso.date({ error: 'must be the day the tool joined The Arsenal (YYYY-MM-DD)' }),
    check: ToolCheckSchema.optional(),
    /** What the price monitor reads besides the pricing page (schemas/monitor.ts); without it, the page alone, read as plain HTML. */
    monitor: MonitorSchema.optional(),
  })
  .superRefine((tool, context) => {
    if (tool.check && tool.check.on < tool.added)
      context.addIssue({ code: 'custom', path: ['check', 'on'], message: `is before the tool was added (${tool.added})` });
  });

export type Tool = z.infer<typeof ToolSchema>;
export type ToolCheck = z.infer<typeof ToolCheckSchema>;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type UserType = (typeof USER_TYPES)[number];
