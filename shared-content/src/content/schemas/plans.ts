import * as z from 'zod';
import type { BUDGETS } from '../tool-taxonomy';
import { PRICE_SOURCE_KINDS, PRICING_MODELS } from '../tool-taxonomy';

// The one record of each tool's plans (docs/decisions/2026-11-28-one-record-of-plans.md): every
// reading of a tool's plans, each from one dated source pinned to the version read, appended to
// content/tool-history.json and never edited. Everything a page says about a price, a free plan or a
// budget is derived from these readings (../plans/record.ts); nothing else holds a price.

/** A month (2025-05) or a day (2025-05-14): how precisely we know when a fact held. */
export const AS_OF_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/**
 * The addresses that open the exact version a source was read at: a file at a commit (GitHub, its raw
 * host, a Hugging Face dataset) or a dated capture of the Internet Archive. A branch moves under the
 * reader; a live vendor page is where to look today, not a source (unless our monitor read it and
 * kept a snapshot: PlanSourceSchema).
 */
const PINNED_URLS = [
  /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/\S+$/,
  /^https:\/\/raw\.githubusercontent\.com\/[\w.-]+\/[\w.-]+\/[0-9a-f]{40}\/\S+$/,
  /^https:\/\/huggingface\.co\/datasets\/[\w.-]+\/[\w.-]+\/(?:blob|resolve)\/[0-9a-f]{40}\/\S+$/,
  /^https:\/\/web\.archive\.org\/web\/\d{14}\/https?:\/\/\S+$/,
];

export const isPinnedUrl = (url: string): boolean => PINNED_URLS.some((pattern) => pattern.test(url));

/**
 * A reading may be added only while it is current: a source read more than this many days before the
 * day it is recorded is refused (the build cannot be fed an old figure as new). Pages show a figure
 * as current for as long (CURRENT_FOR_DAYS in ../plans/record.ts).
 */
export const MAX_AGE_WHEN_RECORDED_DAYS = 365;

const money = z.number().positive().max(100_000).multipleOf(0.01, 'must be dollars and cents');

/**
 * One plan as its source lists it, in its reading's currency. A free plan is a plan at `monthly: 0`; "contact
 * sales" is `sales: true` (with a figure where the source gives a starting price); a plan the source
 * names without a figure has neither. `monthly` is the
 * price a month billed month by month, `yearly` the monthly equivalent of yearly billing (or `annual`,
 * the year's total, when that is what the source gives), `once` a one-time price, `unstated` a price a
 * month whose billing the source does not say.
 */
export const PlanSchema = z
  .strictObject({
    name: z.string().min(1).max(40),
    monthly: z.number().min(0).max(100_000).multipleOf(0.01, 'must be dollars and cents').optional(),
    yearly: money.optional(),
    annual: money.optional(),
    once: money.optional(),
    unstated: money.optional(),
    perSeat: z.literal(true).optional(),
    /** What the plan includes where the source says (credits, seats, minutes, words, fees per sale), in a few words. */
    includes: z.string().min(3).max(80).optional(),
    sales: z.literal(true).optional(),
    /** A plan one product sells for several tools (Google AI Plus for Gemini and NotebookLM): the same id on each. */
    bundle: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .optional(),
  })
  .superRefine((plan, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (plan.monthly === 0 && [plan.yearly, plan.annual, plan.once, plan.unstated].some((figure) => figure !== undefined))
      issue('is free (monthly: 0) and has another figure');
    // A source that gives both the month's share and the year's total gives one price twice: they must agree.
    if (
      plan.yearly !== undefined &&
      plan.annual !== undefined &&
      Math.abs(plan.yearly * 12 - plan.annual) > Math.max(1, plan.annual * 0.02)
    )
      issue(`gives yearly billing as ${plan.yearly} a month and ${plan.annual} a year, which disagree`);
  });

/** The sha256 of a page as the monitor fetched it, in lower-case hex: the monitor keeps that copy under this name. */
export const SNAPSHOT_PATTERN = /^[0-9a-f]{64}$/;

const PINNED_MESSAGE =
  'must open the version read: a file at a commit (github.com/{owner}/{repo}/blob/{40-hex commit}/...) or a dated archive capture (web.archive.org/web/{14 digits}/...), never a branch or a live page';

/**
 * Where a reading comes from: its kind, the address read, who published it, and its licence where it
 * has one. Every kind but one cites an address pinned to the version read. The vendor's own page,
 * read by our monitor, is cited at its live address, because the monitor's snapshot (the sha256 of
 * the page as fetched) pins what was read; it cannot be recorded without one.
 */
export const PlanSourceSchema = z
  .strictObject({
    kind: z.enum(PRICE_SOURCE_KINDS),
    url: z.url({ protocol: /^https$/, error: 'must be the https address a reader can open' }),
    publisher: z.string().min(2).max(90),
    licence: z.string().min(3).max(40).optional(),
    snapshot: z.string().regex(SNAPSHOT_PATTERN, 'must be the sha256 of the page as fetched: 64 lower-case hex digits').optional(),
  })
  .superRefine((source, context) => {
    if (source.kind === 'licensed-dataset' && !source.licence)
      context.addIssue({ code: 'custom', path: ['licence'], message: 'a licensed dataset names its licence, as its credit requires' });
    if (source.kind === 'vendor-page' && !source.snapshot)
      context.addIssue({
        code: 'custom',
        path: ['snapshot'],
        message: "a reading of the vendor's page names the monitor's snapshot of what it read",
      });
    if (source.kind !== 'vendor-page' && !isPinnedUrl(source.url))
      context.addIssue({ code: 'custom', path: ['url'], message: PINNED_MESSAGE });
  });

const dayOf = (asOf: string) => Date.parse(`${asOf.length === 7 ? `${asOf}-01` : asOf}T00:00:00Z`) / 86_400_000;

/**
 * One reading of a tool's plans: the day we recorded it (`on`), the day (or month) its source read the
 * vendor's plans (`read`; `dated: "commit"` when the source states no date and `read` is the day its
 * file was committed), the source, and every plan it lists. `trial`: days of free trial, or only that
 * there is one (true) or none (false), where the source says.
 */
export const ReadingSchema = z
  .strictObject({
    on: z.iso.date({ error: 'must be the day the reading was recorded (YYYY-MM-DD)' }),
    read: z.string().regex(AS_OF_PATTERN, 'must be the day (YYYY-MM-DD) or month (YYYY-MM) the source read the plans'),
    dated: z.literal('commit').optional(),
    source: PlanSourceSchema,
    /** The currency of every figure of the reading; US dollars when absent. */
    currency: z.enum(['EUR', 'GBP']).optional(),
    /** The source says there is no free plan (a list of plans without one says nothing either way). */
    freePlan: z.literal(false).optional(),
    plans: z.array(PlanSchema).min(1),
    trial: z.union([z.number().int().positive(), z.boolean()]).optional(),
  })
  .superRefine((reading, context) => {
    const age = dayOf(reading.on) - dayOf(reading.read);
    if (age < 0) context.addIssue({ code: 'custom', path: ['read'], message: `is after the day it was recorded (${reading.on})` });
    if (age > MAX_AGE_WHEN_RECORDED_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['read'],
        message: `is ${age} days before the day it was recorded (${reading.on}); a reading older than ${MAX_AGE_WHEN_RECORDED_DAYS} days cannot be added as current`,
      });
    const names = reading.plans.map((plan) => plan.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({ code: 'custom', path: ['plans', index, 'name'], message: `"${reading.plans[index]?.name}" is listed twice` });
    });
  });

/** A search that found no source with the tool's plans: the day, and in one line for readers what was searched. */
export const SearchSchema = z.strictObject({
  on: z.iso.date({ error: 'must be the day of the search (YYYY-MM-DD)' }),
  searched: z.string().min(20).max(240),
});

/**
 * A check as the site recorded it before plans were read one by one (until 2026-11-28): the model,
 * the cheapest figure found and the owner. Kept as written, because the history is append-only; no
 * page derives a fact from it. Its `read` may be unknown: an early check read some figures from
 * undated copies.
 */
export const LegacyCheckSchema = z.strictObject({
  on: z.iso.date(),
  model: z.enum(PRICING_MODELS),
  price: z
    .strictObject({
      amount: z.number().positive(),
      currency: z.enum(['USD']),
      period: z.enum(['month', 'year', 'one-time']),
      perUser: z.boolean().optional(),
      billing: z.enum(['monthly', 'annual', 'unstated']).optional(),
      plan: z.string().min(2).max(40),
      source: z.strictObject({
        kind: z.enum(['vendor-page', 'vendor-page-copy', 'third-party-report']),
        url: z.url(),
        publisher: z.string(),
        read: z.string().regex(AS_OF_PATTERN).optional(),
      }),
    })
    .nullable(),
  owner: z.string().min(2).max(80).optional(),
});

/** What the record can say of a tool's life beyond its plans; `active` ends any of the others. */
export const TOOL_STATUSES = ['may-be-gone', 'discontinued', 'acquired', 'hijacked', 'active'] as const;

/**
 * A sign of a tool's life: the day it was recorded, what we now know (the monitor proposes "may be
 * gone" for a domain that stopped answering or went elsewhere; an editor records the rest), one
 * sentence for readers, the acquirer for an acquisition, and the page that shows it (with the
 * monitor's snapshot of it where the monitor read it).
 */
export const StatusEntrySchema = z
  .strictObject({
    on: z.iso.date({ error: 'must be the day the status was recorded (YYYY-MM-DD)' }),
    status: z.enum(TOOL_STATUSES),
    note: z.string().min(10).max(200),
    by: z.string().min(2).max(80).optional(),
    url: z.url({ protocol: /^https$/, error: 'must be the https address of the page that shows it' }).optional(),
    snapshot: z.string().regex(SNAPSHOT_PATTERN, 'must be the sha256 of the page as fetched: 64 lower-case hex digits').optional(),
  })
  .superRefine((entry, context) => {
    if (entry.status === 'acquired' && !entry.by)
      context.addIssue({ code: 'custom', path: ['by'], message: 'an acquisition names who acquired the tool' });
    if (entry.status !== 'acquired' && entry.by)
      context.addIssue({ code: 'custom', path: ['by'], message: 'only an acquisition names an acquirer' });
  });

/**
 * The schema an entry of content/tool-history.json is read with: a reading has a source, a search says
 * what it searched, a status entry has a status, anything else is a check as recorded before readings.
 */
export function historyEntrySchema(
  entry: unknown,
): typeof ReadingSchema | typeof SearchSchema | typeof StatusEntrySchema | typeof LegacyCheckSchema {
  if (entry !== null && typeof entry === 'object') {
    if ('source' in entry || 'plans' in entry) return ReadingSchema;
    if ('searched' in entry) return SearchSchema;
    if ('status' in entry) return StatusEntrySchema;
  }
  return LegacyCheckSchema;
}

/**
 * Every tool's history, oldest first, append-only: an entry is added at the end and none is ever
 * edited (shared-content/scripts/history.test.ts holds every commit to it). Each entry is read by
 * historyEntrySchema.
 */
export const ToolHistorySchema = z.record(z.string(), z.array(z.unknown()).min(1));

/** Why we corrected a fact, in the words the corrections log gives each reason. */
export const CORRECTION_REASONS = {
  'plan-not-listed': 'the plan we priced is not among the plans its source lists',
  'not-cheapest': 'the figure we showed was not the cheapest paid plan',
  'source-says-otherwise': 'the source we cited says otherwise',
  'better-source': 'a newer or better source gives another answer',
  'figure-withdrawn': 'no pinned, current source gives the figure we showed',
  'hand-copy': 'a copy typed by hand disagreed with the record',
  'billing-unstated': 'we did not say how the figure is billed',
} as const;

/**
 * A fact we corrected: which tool, the day, which fact, what we said before and why. What it says now
 * is not written here: the corrections log derives it from the record as it stood that day.
 */
export const CorrectionSchema = z.strictObject({
  tool: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  on: z.iso.date({ error: 'must be the day of the correction (YYYY-MM-DD)' }),
  fact: z.enum(['price', 'free plan', 'plans', 'budget']),
  from: z.string().min(2).max(140),
  why: z.enum(Object.keys(CORRECTION_REASONS) as [keyof typeof CORRECTION_REASONS, ...(keyof typeof CORRECTION_REASONS)[]]),
  /** Anything a reader needs beyond the reason, in a sentence. */
  note: z.string().min(10).max(200).optional(),
});

export const CorrectionsSchema = z.array(CorrectionSchema);

export type Plan = z.infer<typeof PlanSchema>;
export type PlanSource = z.infer<typeof PlanSourceSchema>;
export type Reading = z.infer<typeof ReadingSchema>;
export type Search = z.infer<typeof SearchSchema>;
export type LegacyCheck = z.infer<typeof LegacyCheckSchema>;
export type StatusEntry = z.infer<typeof StatusEntrySchema>;
export type ToolStatusName = (typeof TOOL_STATUSES)[number];
export type HistoryEntry = Reading | Search | StatusEntry | LegacyCheck;
export type Correction = z.infer<typeof CorrectionSchema>;
export type CorrectionReason = keyof typeof CORRECTION_REASONS;
export type Budget = (typeof BUDGETS)[number];
