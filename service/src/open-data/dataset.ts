import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

// The site's open data as the prerender publishes it (/data/tools.json: shared-content's
// domain/open-data.ts makes it from what each tool's page shows), read by the MCP server. The service
// reads the file rather than the content, so an assistant is told exactly what the site publishes.
// What is checked here is what the answers use; the published JSON Schema holds the rest.

export const OPEN_DATA_FILE = fileURLToPath(new URL('../../../prerendered/data/tools.json', import.meta.url));

/** The major version of the format the answers are written for (shared-content's OPEN_DATA_VERSION). */
const FORMAT_MAJOR = 1;

const figure = z.number().min(0).optional();
const source = z.looseObject({
  kind: z.string(),
  publisher: z.string(),
  url: z.string(),
  read: z.string(),
  datedBy: z.string(),
  currency: z.string(),
  licence: z.string().optional(),
});
const readPlan = z.looseObject({
  name: z.string(),
  free: z.boolean(),
  contactSales: z.boolean(),
  perSeat: z.boolean(),
  monthly: figure,
  yearly: figure,
  annual: figure,
  once: figure,
  unstated: figure,
  includes: z.string().optional(),
});
const tool = z.looseObject({
  id: z.string(),
  name: z.string(),
  page: z.string(),
  feed: z.string(),
  category: z.string(),
  website: z.string().nullable(),
  owner: z.string().nullable(),
  status: z.looseObject({ state: z.string(), words: z.string() }),
  updated: z.string(),
  summary: z.looseObject({
    model: z.string().nullable(),
    freePlan: z.boolean().nullable(),
    budget: z.string().nullable(),
    cheapestPlan: z.number().int().nullable(),
    price: z.string().nullable(),
    noFigure: z.string().nullable(),
  }),
  plans: z.array(readPlan.extend({ currency: z.string(), prices: z.array(z.string()), source: z.number().int().min(0) })),
  sources: z.array(source),
  readings: z.array(z.looseObject({ recorded: z.string(), source, plans: z.array(readPlan) })),
  corrections: z.array(
    z.looseObject({ on: z.string(), fact: z.string(), from: z.string(), to: z.string(), why: z.string(), note: z.string().optional() }),
  ),
});
const DatasetSchema = z.looseObject({
  version: z.string().refine((version) => Number(version.split('.')[0]) === FORMAT_MAJOR, {
    error: `must be a version ${FORMAT_MAJOR}.x of the format`,
  }),
  updated: z.string(),
  documentation: z.string(),
  licence: z.looseObject({ name: z.string(), url: z.string() }),
  attribution: z.string(),
  tools: z.array(tool),
});

export type OpenData = z.infer<typeof DatasetSchema>;
export type OpenTool = OpenData['tools'][number];
export type OpenSource = z.infer<typeof source>;

/** The open data could not be read: the file is missing, not JSON, or not the format. */
export class OpenDataUnavailable extends Error {}

/**
 * The open data in `file`, read again whenever the file changes (a new build publishes a new one);
 * a file that cannot be read is reported by each call, and the last good one is not served in its place.
 */
export function openDataFile(file: string): () => OpenData {
  let cached: { mtimeMs: number; size: number; data: OpenData } | undefined;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      throw new OpenDataUnavailable(`the open data is not published here yet (${file} is missing: build the site)`);
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.data;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new OpenDataUnavailable(`the open data (${file}) is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const result = DatasetSchema.safeParse(raw);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new OpenDataUnavailable(`the open data (${file}) is not in the format: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
    }
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, data: result.data };
    return result.data;
  };
}
