// What the price monitor reads, resolved from tools.json for every tool: its vendor page (the tool's
// pricingPage, with the script flag and the rule where the tool declares them) and each dataset it
// declares. The content build writes the list to src/content/generated/monitor-sources.json; the
// monitor (service/src/monitor/) reads that file, so a source is declared once, beside its tool.
import type { DatasetSource, PageRule } from '../content/schemas/monitor';
import type { Tool } from '../content/schemas/tool';

/** One source of one tool, in the shape of the monitor's `Source` (service/src/monitor/types.ts). */
export type MonitorSource =
  | { kind: 'page'; tool: string; id: string; url: string; script: boolean; rule?: PageRule }
  | ({ kind: 'dataset'; tool: string; id: string } & DatasetSource);

/** A page source's id: one per tool, as a tool has one pricing page. */
export const pageSourceId = (tool: string): string => `${tool}:page`;

/** A dataset source's id: the tool, and the file in its repository. */
export const datasetSourceId = (tool: string, dataset: Pick<DatasetSource, 'repo' | 'path'>): string =>
  `${tool}:dataset:${dataset.repo}/${dataset.path}`;

/** Every tool's sources, in the tools' order: its page first, then its datasets in their order. */
export function monitorSources(tools: readonly Pick<Tool, 'id' | 'pricingPage' | 'monitor'>[]): MonitorSource[] {
  return tools.flatMap((tool): MonitorSource[] => {
    const { script, rule, datasets = [] } = tool.monitor ?? {};
    const page: MonitorSource = {
      kind: 'page',
      tool: tool.id,
      id: pageSourceId(tool.id),
      url: tool.pricingPage,
      script: script === true,
      ...(rule ? { rule } : {}),
    };
    return [
      page,
      ...datasets.map((dataset): MonitorSource => ({ kind: 'dataset', tool: tool.id, id: datasetSourceId(tool.id, dataset), ...dataset })),
    ];
  });
}
