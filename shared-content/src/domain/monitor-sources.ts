// What the price monitor reads, resolved from tools.json for every tool: its vendor page (the tool's
// pricingPage, with the script flag and the rule where the tool declares them) and each dataset it
// declares. The content build writes the list to src/content/generated/monitor-sources.json; the
// monitor (service/src/monitor/) reads that file, so a source is declared once, beside its tool.
import type { DatasetSource, PageRule } from '../content/schemas/monitor';
import type { Plan } from '../content/schemas/plans';
import type { Tool } from '../content/schemas/tool';
import type { PlanRecord } from './plans/record';

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

/** What the monitor compares a reading with: the record's standing plans as the site shows them, when they were read, the owner and the status. */
export interface MonitorBaseline {
  name: string;
  plans: Omit<Plan, 'includes' | 'bundle'>[];
  read: string | null;
  owner: string | null;
  status: string | null;
}

/** Each tool's baseline: every plan the tool's page shows (its standing reading's, then those only other current readings price). */
export function monitorBaselines(
  tools: readonly { id: string; name: string; check?: { owner?: string }; status?: { status: string } }[],
  records: ReadonlyMap<string, PlanRecord>,
): Record<string, MonitorBaseline> {
  return Object.fromEntries(
    tools.map((tool) => {
      const record = records.get(tool.id);
      const plans = (record?.plans ?? []).map(
        ({ source: _source, others: _others, includes: _includes, bundle: _bundle, ...plan }) => plan,
      );
      return [
        tool.id,
        {
          name: tool.name,
          plans,
          read: record?.sources[0]?.read ?? null,
          owner: tool.check?.owner ?? null,
          status: tool.status?.status ?? null,
        },
      ];
    }),
  );
}
