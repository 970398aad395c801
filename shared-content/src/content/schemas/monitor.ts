import * as z from 'zod';

// What the price monitor (service/src/monitor/) reads for a tool, declared beside the tool in
// tools.json. The vendor's page is always the tool's `pricingPage`, so it is never typed twice; this
// says only how to read it and which structured sources to read as well. The field names are those of
// the monitor's own types (PageRule, DatasetMapping in service/src/monitor/types.ts), so the sources
// the content build writes (generated/monitor-sources.json) are read there as they are.

const selector = z.string().min(1).max(200);
/** A dot path into a dataset file; `[key=value]` picks an array element (`tools[id=chatgpt].plans`). */
const fieldPath = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w-]+(\[[\w-]+=[^\]]+\])?(\.[\w-]+(\[[\w-]+=[^\]]+\])?)*$/, 'must be a dot path like tools[id=chatgpt].plans');

/**
 * CSS selectors for a page that carries its plans in neither schema.org JSON-LD nor its app data:
 * each element `plan` matches is one plan; inside it, `name`, `price` and optionally `billing`.
 * Written by an editor who has looked at the page's markup; never guessed.
 */
export const PageRuleSchema = z.strictObject({
  plan: selector,
  name: selector,
  price: selector,
  billing: selector.optional(),
});

/** Where a dataset file lists a tool's plans and their fields, and the day its publisher read the vendor's page. */
export const DatasetMappingSchema = z.strictObject({
  plans: fieldPath,
  name: fieldPath,
  monthly: fieldPath.optional(),
  yearly: fieldPath.optional(),
  unstated: fieldPath.optional(),
  read: fieldPath,
});

/** A dataset file on GitHub that mirrors the vendor's plans, read at the tip of a branch (the monitor pins the commit it read). */
export const DatasetSourceSchema = z
  .strictObject({
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as owner/name'),
    branch: z.string().min(1).max(100),
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^[^/].*\.(json|ya?ml)$/, 'must be a path inside the repository to a .json or .yaml file'),
    format: z.enum(['json', 'yaml']),
    publisher: z.string().min(2).max(90),
    licence: z.string().min(3).max(40).optional(),
    mapping: DatasetMappingSchema,
  })
  .superRefine((dataset, context) => {
    const yaml = /\.ya?ml$/.test(dataset.path);
    if (yaml !== (dataset.format === 'yaml'))
      context.addIssue({ code: 'custom', path: ['format'], message: `does not match the file's extension (${dataset.path})` });
    if (!dataset.mapping.monthly && !dataset.mapping.yearly && !dataset.mapping.unstated)
      context.addIssue({ code: 'custom', path: ['mapping'], message: 'names no price field (monthly, yearly or unstated)' });
  });

/**
 * A tool's monitor sources: `script` when its pricing page shows its plans only once script has run
 * (the monitor then reads it in a headless browser), `rule` when it needs one, and any datasets.
 */
export const MonitorSchema = z
  .strictObject({
    script: z.literal(true).optional(),
    rule: PageRuleSchema.optional(),
    datasets: z.array(DatasetSourceSchema).min(1).max(4).optional(),
  })
  .superRefine((monitor, context) => {
    const paths = (monitor.datasets ?? []).map((dataset) => `${dataset.repo}/${dataset.path}`);
    paths.forEach((path, index) => {
      if (paths.indexOf(path) !== index)
        context.addIssue({ code: 'custom', path: ['datasets', index], message: `${path} is listed twice` });
    });
  });

export type PageRule = z.infer<typeof PageRuleSchema>;
export type DatasetMapping = z.infer<typeof DatasetMappingSchema>;
export type DatasetSource = z.infer<typeof DatasetSourceSchema>;
export type Monitor = z.infer<typeof MonitorSchema>;
