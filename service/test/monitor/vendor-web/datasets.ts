// The structured sources: dataset files in public repositories, read through GitHub's API (a branch's
// newest commit) and its raw file host (a file at a commit). A commit is the sha1 of what its files
// hold, and every version served stays readable by its commit, as a pinned address expects.
import { createHash } from 'node:crypto';
import type { PlanFigure } from '../../../src/monitor/types.js';
import { livePlans } from './state.js';
import type { Vendor } from './vendors.js';

export interface Dataset {
  /** owner/name on GitHub */
  repo: string;
  branch: string;
  path: string;
  format: 'json' | 'yaml';
  /** What the file holds now. */
  content: () => string;
}

export const API_HOST = 'api.github.com';
export const RAW_HOST = 'raw.githubusercontent.com';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The datasets' repositories, each version of a branch kept under its commit. */
export class DatasetStore {
  private readonly versions = new Map<string, { files: Map<string, string>; date: string }>();

  constructor(private readonly datasets: readonly Dataset[]) {}

  /** The branch's newest commit, from what its files hold now; null for a branch no dataset is on. */
  head(repo: string, branch: string): { sha: string; files: Map<string, string>; date: string } | null {
    const files = new Map(
      this.datasets.filter((set) => set.repo === repo && set.branch === branch).map((set) => [set.path, set.content()]),
    );
    if (files.size === 0) return null;
    // One file's commit is the sha1 of its content; several files' of their contents in turn.
    const sha = sha1([...files.values()].join('\0'));
    const known = this.versions.get(`${repo}@${sha}`);
    if (known) return { sha, ...known };
    const version = { files, date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') };
    this.versions.set(`${repo}@${sha}`, version);
    return { sha, ...version };
  }

  /** GET /repos/{owner}/{name}/commits/{branch} on the API host. */
  commit(path: string): string | null {
    const match = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)$/.exec(path);
    const head = match ? this.head(match[1] as string, decodeURIComponent(match[2] as string)) : null;
    if (!match || !head) return null;
    const url = `https://github.com/${match[1]}/commit/${head.sha}`;
    return JSON.stringify({
      sha: head.sha,
      html_url: url,
      commit: { message: 'Update data', committer: { name: 'data-bot', date: head.date } },
    });
  }

  /** GET /{owner}/{name}/{commit or branch}/{path} on the raw host. */
  raw(path: string): string | null {
    const match = /^\/([^/]+\/[^/]+)\/([^/]+)\/(.+)$/.exec(path);
    if (!match) return null;
    const [, repo, ref, file] = match as unknown as [string, string, string, string];
    const version = /^[0-9a-f]{40}$/.test(ref) ? this.versions.get(`${repo}@${ref}`) : this.head(repo, ref);
    return version?.files.get(file) ?? null;
  }
}

/** The dataset's file in YAML: the one shape datasetFromVendors writes, so a few lines do. */
function yamlOf(tools: Record<string, unknown>[]): string {
  const scalar = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
  const lines = ['tools:'];
  for (const { plans, ...tool } of tools) {
    Object.entries(tool).forEach(([key, value], index) => lines.push(`${index === 0 ? '  - ' : '    '}${key}: ${scalar(value)}`));
    lines.push('    plans:');
    for (const plan of plans as Record<string, unknown>[])
      Object.entries(plan).forEach(([key, value], index) => lines.push(`${index === 0 ? '      - ' : '        '}${key}: ${scalar(value)}`));
  }
  return `${lines.join('\n')}\n`;
}

export interface VendorDataset extends Dataset {
  /** The day the file says its publisher read the vendors' pages (YYYY-MM-DD), today unless set. */
  checked: string;
}

const listed = ({ name, monthly, yearly, unstated }: PlanFigure) => ({ name, monthly, yearly, price: unstated });

/**
 * A file shaped like the public datasets that mirror vendors' plan pages:
 * `{ "tools": [{ "id", "name", "checked", "plans": [{ "name", "monthly", "yearly", "price" }] }] }`
 * (price: a month whose billing the page does not state). It follows the pages of the same vendor
 * objects as a vendor web serves them.
 */
export function datasetFromVendors(vendors: readonly Vendor[], repo: string, path: string, format: 'json' | 'yaml'): VendorDataset {
  const dataset: VendorDataset = {
    repo,
    branch: 'main',
    path,
    format,
    checked: new Date().toISOString().slice(0, 10),
    content: () => {
      const tools = vendors.map((vendor) => ({
        id: vendor.toolId,
        name: vendor.name,
        checked: dataset.checked,
        // JSON leaves out what a plan does not have; the YAML writer is told the same.
        plans: livePlans(vendor).map((plan) => JSON.parse(JSON.stringify(listed(plan))) as Record<string, unknown>),
      }));
      return format === 'json' ? `${JSON.stringify({ tools }, null, 2)}\n` : yamlOf(tools);
    },
  };
  return dataset;
}
