// The open data, written beside the pages: /data/tools.json, a file per tool, plans.csv and the JSON
// Schema they follow (shared-content's domain/open-data.ts makes them from what each tool's page
// shows), each tool's Atom feed, and /llms.txt with its full variant (./llms.ts).
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { openDataJsonSchema, type OpenDataset } from '@toolverse/shared-content/content/schemas/open-data';
import type { HistoryEntry } from '@toolverse/shared-content/content/schemas/plans';
import { toolPages } from '@toolverse/shared-content/content/generated/tool-pages';
import { openDataset, plansCsvRows, type OpenToolInput } from '@toolverse/shared-content/domain/open-data';
import type { PlanSources } from '@toolverse/shared-content/domain/plans/published';
import { readingsOf } from '@toolverse/shared-content/domain/plans/readings';
import { toolChanges } from '@toolverse/shared-content/domain/tool-changes';
import { paths } from '@toolverse/shared-content/site/paths';
import { writeWithVariants } from '../bundle/precompress.ts';
import { readJson } from '../../platform/read-json.ts';
import type { SharedContent } from './builds.ts';
import { recordChanges } from './discovery.ts';
import { ROOT } from './errors.ts';
import { toolChangesAtom } from './feeds.ts';
import { llmsFullTxt, llmsTxt } from './llms.ts';
import { FILE_TYPES } from './routes.ts';

/** Every tool's page data (the content build's chunks) and its readings, in The Arsenal's order. */
export async function openToolInputs(): Promise<OpenToolInput[]> {
  const history = readJson<Record<string, HistoryEntry[]>>(
    path.join(ROOT, 'shared-content/content/tool-history.json'),
    'the tools’ histories',
  );
  return Promise.all(
    Object.entries(toolPages).map(async ([id, load]) => {
      const entries = history[id] ?? [];
      return { page: (await load()).default, readings: readingsOf(entries), historyDays: entries.map((entry) => entry.on) };
    }),
  );
}

/** The open data of the site at `siteUrl` (tools.json and each tool's own file), from the tools' inputs. */
export function siteDataset(siteUrl: string, content: SharedContent, tools: readonly OpenToolInput[]): ReturnType<typeof openDataset> {
  const sources = readJson<PlanSources>(path.join(ROOT, 'shared-content/src/content/generated/plan-sources.json'), 'the plans’ sources');
  return openDataset({ siteUrl, siteName: content.SITE_NAME, tools, licensed: sources.licensed });
}

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/** plans.csv, RFC 4180: a header row, CRLF line ends, fields quoted where they must be. */
export const plansCsv = (dataset: OpenDataset): string => stringify(plansCsvRows(dataset), { record_delimiter: 'windows' });

/** Each tool's Atom feed: its addition, every reading of its plans, what each changed, and each correction. */
function toolFeeds(siteUrl: string, content: SharedContent, tools: readonly OpenToolInput[]): [url: string, xml: string][] {
  const changes = recordChanges();
  return tools.map(({ page: { tool } }) => {
    const mine = <T extends { id: string }>(entries: readonly T[]) => entries.filter((entry) => entry.id === tool.id);
    const days = toolChanges([tool], [], {
      readings: mine(changes.readings),
      facts: mine(changes.facts),
      corrections: mine(changes.corrections),
    });
    const feedPath = paths.tools.feed(tool.id);
    const xml = toolChangesAtom({
      siteUrl,
      siteName: content.SITE_NAME,
      pagePath: paths.tools.tool(tool.id),
      feedPath,
      days,
      toolUrl: paths.tools.tool,
      articleUrl: paths.blog.article,
      title: `${tool.name}: its plans, prices and corrections`,
      description: `Each dated source of ${tool.name}’s plans we read, what it changed in our record, and every fact about it we corrected.`,
    });
    return [feedPath, xml];
  });
}

/**
 * Writes the open data, the tools' feeds and llms.txt into the prerender folder; returns each file's
 * URL with the type it is served with, for routes.json.
 */
export async function writeOpenData(siteUrl: string, content: SharedContent, outDir: string): Promise<Record<string, string>> {
  const tools = await openToolInputs();
  const { all, byTool } = siteDataset(siteUrl, content, tools);
  const files: [url: string, type: string, text: string][] = [
    [paths.data.tools, FILE_TYPES.json, json(all)],
    ...[...byTool].map(([id, dataset]): [string, string, string] => [paths.data.tool(id), FILE_TYPES.json, json(dataset)]),
    [paths.data.plansCsv, FILE_TYPES.csv, plansCsv(all)],
    [paths.data.schema, FILE_TYPES.schema, `${JSON.stringify(openDataJsonSchema(siteUrl + paths.data.schema), null, 2)}\n`],
    ...toolFeeds(siteUrl, content, tools).map(([url, xml]): [string, string, string] => [url, FILE_TYPES.atom, xml]),
    [paths.llms, FILE_TYPES.text, llmsTxt(siteUrl, content, all)],
    [paths.llmsFull, FILE_TYPES.text, llmsFullTxt(siteUrl, content, all)],
  ];
  for (const [url, , text] of files) writeWithVariants(path.join(outDir, url.slice(1)), text);
  return Object.fromEntries(files.map(([url, type]) => [url, type]));
}
