import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import type { Baseline } from './evaluate.js';
import type { Source } from './types.js';

// What the monitor reads and what it compares with: the content build's monitor-sources.json, written
// from the content record (each tool's pricing page and declared datasets, and the record's plans as
// the site shows them), so neither is typed twice.

export const SOURCES_FILE = fileURLToPath(new URL('../../../shared-content/src/content/generated/monitor-sources.json', import.meta.url));

const rule = z.strictObject({
  plan: z.string().min(1),
  name: z.string().min(1),
  price: z.string().min(1),
  billing: z.string().min(1).optional(),
});
const mapping = z.strictObject({
  plans: z.string().min(1),
  name: z.string().min(1),
  monthly: z.string().min(1).optional(),
  yearly: z.string().min(1).optional(),
  unstated: z.string().min(1).optional(),
  read: z.string().min(1),
});
const toolId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const figure = z.number().min(0).max(100_000).optional();
const plan = z.object({
  name: z.string().min(1),
  monthly: figure,
  yearly: figure,
  annual: figure,
  once: figure,
  unstated: figure,
  perSeat: z.literal(true).optional(),
  sales: z.literal(true).optional(),
});
const source = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('page'),
    tool: toolId,
    id: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
    script: z.boolean(),
    rule: rule.optional(),
  }),
  z.strictObject({
    kind: z.literal('dataset'),
    tool: toolId,
    id: z.string().min(1),
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
    branch: z.string().min(1),
    path: z.string().min(1),
    format: z.enum(['json', 'yaml']),
    publisher: z.string().min(2),
    licence: z.string().min(2).optional(),
    mapping,
  }),
]);
const baseline = z.object({
  name: z.string().min(1),
  plans: z.array(plan),
  read: z.string().nullable(),
  owner: z.string().nullable(),
  status: z.string().nullable(),
});
const file = z.strictObject({ sources: z.array(source), records: z.record(toolId, baseline) });

export interface MonitorInput {
  sources: Source[];
  baselines: Map<string, Baseline>;
}

/** The sources file, checked: a bad one is refused with the place of the problem, never half read. */
export function readSources(path = SOURCES_FILE, only?: readonly string[]): MonitorInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the monitor's sources ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = file.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not the monitor sources file'}`);
  }
  const ids = new Set<string>();
  for (const entry of result.data.sources) {
    if (ids.has(entry.id)) throw new Error(`${path}: the source ${entry.id} is listed twice`);
    ids.add(entry.id);
  }
  const unknown = only?.filter((tool) => !result.data.sources.some((entry) => entry.tool === tool));
  if (unknown?.length) throw new Error(`no sources for ${unknown.join(', ')} in ${path}`);
  return {
    sources: (result.data.sources as Source[]).filter((entry) => !only?.length || only.includes(entry.tool)),
    baselines: new Map(Object.entries(result.data.records) as [string, Baseline][]),
  };
}
