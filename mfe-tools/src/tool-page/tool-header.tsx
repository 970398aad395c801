import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { CATEGORY_LABELS } from '../common/labels';
import { TryThisTool } from '../common/try-this-tool';
import { LinkDisclosureLine } from './link-disclosure-line';
import { PlanSummary } from './plan-summary';
import { StatusNotice } from './status-notice';
import { linksToVendor } from '@toolverse/shared-content/domain/status';

/**
 * A tool page's first screen: its category and owner, name, hook, what the record says of its life
 * when it is not active, price at a glance, Try link and description. A hijacked domain gets no Try
 * link and no disclosure of one.
 */
export function ToolHeader({ tool, record }: Pick<ToolPageData, 'tool' | 'record'>) {
  return (
    <header className="mt-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">
        {CATEGORY_LABELS[tool.category]}
        {tool.check?.owner && (
          <span className="font-normal normal-case tracking-normal text-muted">{` · made by ${tool.check.owner}`}</span>
        )}
      </p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{tool.name}</h1>
      <p className="mt-3 text-lg font-semibold text-ink sm:text-xl">{tool.hook}</p>
      {tool.status && <StatusNotice status={tool.status} />}
      <PlanSummary tool={tool} record={record} />
      {linksToVendor(tool.status) && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <TryThisTool
            tool={tool}
            from="tool"
            className="rounded-full bg-glow-cyan px-6 py-3 font-semibold text-space-950 hover:bg-white"
          />
          <LinkDisclosureLine tool={tool} />
        </div>
      )}
      <p className="mt-5 max-w-3xl text-lg text-muted">{tool.description}</p>
    </header>
  );
}
