import * as z from 'zod';
import { OPEN_DATA_FIELDS as F, OPEN_DATA_VERSION } from '../../site/open-data';
import { BUDGETS, PRICE_SOURCE_KINDS, PRICING_MODELS } from '../tool-taxonomy';
import { AS_OF_PATTERN, CORRECTION_REASONS, SNAPSHOT_PATTERN, TOOL_STATUSES } from './plans';

// The open data's format (/data/schema.json is this schema as JSON Schema, written by the prerender):
// what tools.json and each tool's own file hold. The descriptions are ../../site/open-data.ts's, which
// the /data page shows too. The files are derived from the record by ../../domain/open-data.ts.

const day = z.iso.date();
const asOf = z.string().regex(AS_OF_PATTERN);
const url = z.url({ protocol: /^https?$/ });
const amount = z.number().min(0);
const describe = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

const figures = {
  monthly: describe(amount.optional(), F.plan.fields.monthly),
  yearly: describe(amount.optional(), F.plan.fields.yearly),
  annual: describe(amount.optional(), F.plan.fields.annual),
  once: describe(amount.optional(), F.plan.fields.once),
  unstated: describe(amount.optional(), F.plan.fields.unstated),
};

const currency = describe(z.enum(['USD', 'EUR', 'GBP']), F.plan.fields.currency);

export const OpenSourceSchema = z
  .strictObject({
    kind: describe(z.enum(PRICE_SOURCE_KINDS), F.source.fields.kind),
    publisher: describe(z.string().min(1), F.source.fields.publisher),
    url: describe(url, F.source.fields.url),
    read: describe(asOf, F.source.fields.read),
    datedBy: describe(z.enum(['source', 'commit']), F.source.fields.datedBy),
    currency: describe(currency, F.source.fields.currency),
    licence: describe(z.string().optional(), F.source.fields.licence),
    snapshot: describe(z.string().regex(SNAPSHOT_PATTERN).optional(), F.source.fields.snapshot),
  })
  .meta({ title: F.source.title, description: F.source.about });

/** A plan as a reading lists it: its figures as the source gives them. */
const ReadPlanSchema = z.strictObject({
  name: describe(z.string().min(1), F.plan.fields.name),
  free: describe(z.boolean(), F.plan.fields.free),
  contactSales: describe(z.boolean(), F.plan.fields.contactSales),
  perSeat: describe(z.boolean(), F.plan.fields.perSeat),
  ...figures,
  includes: describe(z.string().optional(), F.plan.fields.includes),
});

export const OpenPlanSchema = ReadPlanSchema.extend({
  currency,
  prices: describe(z.array(z.string().min(1)), F.plan.fields.prices),
  source: describe(z.number().int().min(0), F.plan.fields.source),
  otherFigures: describe(
    z
      .array(
        z.strictObject({
          basis: z.enum(['monthly', 'yearly', 'unstated', 'once']),
          amount,
          source: OpenSourceSchema,
        }),
      )
      .optional(),
    F.plan.fields.otherFigures,
  ),
}).meta({ title: F.plan.title, description: F.plan.about });

export const OpenReadingSchema = z
  .strictObject({
    recorded: describe(day, F.reading.fields.recorded),
    source: describe(OpenSourceSchema, F.reading.fields.source),
    freePlan: describe(z.literal(false).optional(), F.reading.fields.freePlan),
    trial: describe(z.union([z.number().int().positive(), z.boolean()]).optional(), F.reading.fields.trial),
    plans: describe(z.array(ReadPlanSchema).min(1), F.reading.fields.plans),
  })
  .meta({ title: F.reading.title, description: F.reading.about });

export const OpenCorrectionSchema = z
  .strictObject({
    on: describe(day, F.correction.fields.on),
    fact: describe(z.enum(['price', 'free plan', 'plans', 'budget']), F.correction.fields.fact),
    from: describe(z.string(), F.correction.fields.from),
    to: describe(z.string(), F.correction.fields.to),
    why: describe(z.enum(Object.values(CORRECTION_REASONS) as [string, ...string[]]), F.correction.fields.why),
    note: describe(z.string().optional(), F.correction.fields.note),
  })
  .meta({ title: F.correction.title, description: F.correction.about });

export const OpenToolSchema = z
  .strictObject({
    id: describe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), F.tool.fields.id),
    name: describe(z.string().min(1), F.tool.fields.name),
    page: describe(url, F.tool.fields.page),
    feed: describe(url, F.tool.fields.feed),
    category: describe(z.string().min(1), F.tool.fields.category),
    added: describe(day, F.tool.fields.added),
    website: describe(url.nullable(), F.tool.fields.website),
    pricingPage: describe(url.nullable(), F.tool.fields.pricingPage),
    owner: describe(z.string().nullable(), F.tool.fields.owner),
    status: describe(
      z.strictObject({
        state: z.enum(TOOL_STATUSES),
        words: z.string().min(1),
        since: day.optional(),
        note: z.string().optional(),
      }),
      F.tool.fields.status,
    ),
    updated: describe(day, F.tool.fields.updated),
    summary: z
      .strictObject({
        model: describe(z.enum(PRICING_MODELS).nullable(), F.summary.fields.model),
        freePlan: describe(z.boolean().nullable(), F.summary.fields.freePlan),
        trial: describe(z.union([z.number().int().positive(), z.boolean()]).nullable(), F.summary.fields.trial),
        budget: describe(z.enum(BUDGETS).nullable(), F.summary.fields.budget),
        cheapestPlan: describe(z.number().int().min(0).nullable(), F.summary.fields.cheapestPlan),
        price: describe(z.string().nullable(), F.summary.fields.price),
        noFigure: describe(z.string().nullable(), F.summary.fields.noFigure),
      })
      .meta({ title: F.summary.title, description: F.summary.about }),
    plans: describe(z.array(OpenPlanSchema), F.tool.fields.plans),
    sources: describe(z.array(OpenSourceSchema), F.tool.fields.sources),
    readings: describe(z.array(OpenReadingSchema), F.tool.fields.readings),
    corrections: describe(z.array(OpenCorrectionSchema), F.tool.fields.corrections),
  })
  .meta({ title: F.tool.title, description: F.tool.about });

export const OpenDatasetSchema = z
  .strictObject({
    $schema: describe(url, F.dataset.fields.$schema),
    title: describe(z.string(), F.dataset.fields.title),
    version: describe(z.literal(OPEN_DATA_VERSION), F.dataset.fields.version),
    updated: describe(day, F.dataset.fields.updated),
    site: describe(url, F.dataset.fields.site),
    documentation: describe(url, F.dataset.fields.documentation),
    licence: describe(z.strictObject({ name: z.string(), url }), F.dataset.fields.licence),
    attribution: describe(z.string(), F.dataset.fields.attribution),
    credits: describe(
      z.array(z.strictObject({ publisher: z.string(), licence: z.string(), urls: z.array(url), tools: z.array(z.string()) })),
      F.dataset.fields.credits,
    ),
    tools: describe(z.array(OpenToolSchema), F.dataset.fields.tools),
  })
  .meta({ title: F.dataset.title, description: F.dataset.about });

export type OpenSource = z.infer<typeof OpenSourceSchema>;
export type OpenPlan = z.infer<typeof OpenPlanSchema>;
export type OpenReading = z.infer<typeof OpenReadingSchema>;
export type OpenCorrection = z.infer<typeof OpenCorrectionSchema>;
export type OpenTool = z.infer<typeof OpenToolSchema>;
export type OpenDataset = z.infer<typeof OpenDatasetSchema>;

/** The JSON Schema (draft 2020-12) of a dataset file, as /data/schema.json publishes it at `id`. */
export function openDataJsonSchema(id: string): Record<string, unknown> {
  return { ...z.toJSONSchema(OpenDatasetSchema, { target: 'draft-2020-12', io: 'output' }), $id: id };
}
