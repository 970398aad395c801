import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Baseline } from '../../src/monitor/evaluate.js';
import { createBrowserReader, type BrowserReader } from '../../src/monitor/fetch/browser.js';
import { createFetcher, type Fetcher } from '../../src/monitor/fetch/polite.js';
import type { Readers } from '../../src/monitor/read.js';
import type { DatasetMapping, Source } from '../../src/monitor/types.js';
import type { VendorDataset } from './vendor-web/datasets.js';
import type { VendorWeb } from './vendor-web/server.js';
import type { Vendor } from './vendor-web/vendors.js';

// What the monitor's tests share: the sources and the record a set of vendors stands for, and
// readers pointed at the vendor web.

export const DATASET_MAPPING = (toolId: string): DatasetMapping => ({
  plans: `tools[id=${toolId}].plans`,
  name: 'name',
  monthly: 'monthly',
  yearly: 'yearly',
  unstated: 'price',
  read: `tools[id=${toolId}].checked`,
});

export function sourcesOf(
  web: VendorWeb,
  vendors: readonly Vendor[],
  datasets: readonly { dataset: VendorDataset; toolId: string }[] = [],
): Source[] {
  const pages: Source[] = vendors.map((vendor) => {
    const rule = web.ruleFor(vendor.shape);
    return {
      kind: 'page',
      tool: vendor.toolId,
      id: `${vendor.toolId}:page`,
      url: `https://${vendor.host}${vendor.path ?? '/pricing'}`,
      script: vendor.shape === 'script-table',
      ...(rule ? { rule } : {}),
    };
  });
  const files: Source[] = datasets.map(({ dataset, toolId }) => ({
    kind: 'dataset',
    tool: toolId,
    id: `${toolId}:dataset:${dataset.repo}/${dataset.path}`,
    repo: dataset.repo,
    branch: dataset.branch,
    path: dataset.path,
    format: dataset.format,
    publisher: 'Plan Mirror',
    mapping: DATASET_MAPPING(toolId),
  }));
  return [...pages, ...files];
}

/** The record as it stands before any change: each vendor's plans, read recently. */
export function baselinesOf(vendors: readonly Vendor[], read = '2026-11-25'): Map<string, Baseline> {
  return new Map(
    vendors.map((vendor) => [
      vendor.toolId,
      { name: vendor.name, plans: structuredClone(vendor.plans), read, owner: vendor.owner, status: null },
    ]),
  );
}

/** The sources file the content build writes, for the CLI. */
export function writeSourcesFile(dir: string, sources: readonly Source[], baselines: ReadonlyMap<string, Baseline>): string {
  const file = join(dir, 'monitor-sources.json');
  writeFileSync(file, JSON.stringify({ sources, records: Object.fromEntries(baselines) }, null, 2));
  return file;
}

export interface TestReaders extends Readers {
  close(): Promise<void>;
}

/** Polite readers with test timings, pointed at the vendor web. */
export function readersFor(web: VendorWeb, over: { timeoutMs?: number } = {}): TestReaders {
  const fetcher: Fetcher = createFetcher({
    userAgent: 'ToolverseMonitor/1.0 (+http://localhost:3000/about#price-monitor)',
    perHostGapMs: 20,
    timeoutMs: over.timeoutMs ?? 2000,
    retries: 1,
    backoffMs: 20,
    resolve: web.resolve,
  });
  let browser: BrowserReader | null = null;
  return {
    fetcher,
    browser: () => (browser ??= createBrowserReader(fetcher, { timeoutMs: 15_000 })),
    async close() {
      await (browser as BrowserReader | null)?.close();
      await fetcher.close();
    },
  };
}
