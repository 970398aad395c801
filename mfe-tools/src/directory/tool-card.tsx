import { initials } from '@toolverse/shared-content/ui/initials';
import { paths } from '@toolverse/shared-content/site/paths';
import { type OutboundPageKind } from '@toolverse/shared-content/site/outbound';
import { POPULARITY } from '@toolverse/shared-content/domain/popularity';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { STATUS_MARKS, linksToVendor } from '@toolverse/shared-content/domain/status';
import { CATEGORY_LABELS, pricingLabel } from '../common/labels';
import { WATCH_ANCHOR } from '../common/tool-anchors';
import { TryThisTool } from '../common/try-this-tool';

/**
 * A tool in a list of tools; `from` is the kind of page the list is on (its Try This Tool link says
 * so); with `compareForm`, a "Compare" checkbox that belongs to that form (pick to compare).
 */
export function ToolCard({ tool, from, compareForm }: { tool: ListedTool; from: OutboundPageKind; compareForm?: string }) {
  return (
    <article
      id={`tool-${tool.id}`}
      aria-labelledby={`${tool.id}-name`}
      className="flex h-full flex-col rounded-2xl border border-space-700 bg-space-900 p-5"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-glow-violet to-glow-cyan font-black text-space-950"
        >
          {initials(tool.name)}
        </span>
        <div>
          <h3 id={`${tool.id}-name`} className="text-lg font-bold text-ink">
            <a
              href={paths.tools.tool(tool.id)}
              className="underline decoration-space-600 underline-offset-4 hover:text-glow-cyan hover:decoration-glow-cyan"
            >
              {tool.name}
            </a>
          </h3>
          <p className="text-xs text-muted">
            {CATEGORY_LABELS[tool.category]} · {pricingLabel(tool.plans.model)}
          </p>
        </div>
        {tool.status && (
          <span
            data-tool-status={tool.status.status}
            className="ml-auto rounded-full border border-glow-pink px-2 py-0.5 text-xs font-bold text-ink"
          >
            {STATUS_MARKS[tool.status.status]}
          </span>
        )}
        {POPULARITY.trending.has(tool.id) && (
          <span className="ml-auto rounded-full bg-glow-pink px-2 py-0.5 text-xs font-bold text-space-950">Trending</span>
        )}
      </div>
      <p className="mt-3 font-semibold text-ink">{tool.hook}</p>
      <p className="mt-2 text-sm text-muted">{tool.description}</p>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-muted">
        {tool.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true" className="text-glow-cyan">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <PriceBlock
        plans={tool.plans}
        pricingPage={tool.pricingPage}
        toolName={tool.name}
        vendorLinks={linksToVendor(tool.status)}
        className="mt-4 text-sm text-muted"
      />
      {tool.plans.planNames.length > 0 && <p className="mt-1 text-xs text-muted">{`Plans: ${tool.plans.planNames.join(', ')}`}</p>}
      <TryThisTool
        tool={tool}
        from={from}
        className="mt-4 rounded-full bg-glow-cyan px-4 py-2 text-center text-sm font-semibold text-space-950 hover:bg-white"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        {compareForm && (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="ids" value={tool.id} form={compareForm} className="h-4 w-4 accent-glow-cyan" />
            Compare<span className="sr-only">{` ${tool.name}`}</span>
          </label>
        )}
        <a href={`${paths.tools.tool(tool.id)}#${WATCH_ANCHOR}`} className="underline underline-offset-2 hover:text-ink">
          Watch<span className="sr-only">{` ${tool.name}`}</span> for changes
        </a>
      </div>
    </article>
  );
}
