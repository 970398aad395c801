import { Check } from 'lucide';
import { SvgIcon } from '@toolverse/shared-content/ui/svg-icon';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { USER_TYPE_LABELS } from '../common/labels';

export const sectionClass = 'rounded-2xl border border-space-700 bg-space-900 p-4 sm:p-6';
export const headingClass = 'text-xl font-bold text-ink';

/** Who the tool suits and what it does for the reader, side by side. */
export function ToolFacts({ tool }: Pick<ToolPageData, 'tool'>) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="tool-suits" className={sectionClass}>
        <h2 id="tool-suits" className={headingClass}>
          Who it suits
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {tool.userTypes.map((type) => (
            <li key={type} className="rounded-full border border-space-600 px-3 py-1 text-sm text-ink">
              {`${USER_TYPE_LABELS[type]}s`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tool-benefits" className={sectionClass}>
        <h2 id="tool-benefits" className={headingClass}>
          What it does for you
        </h2>
        <ul className="mt-4 space-y-2 text-muted">
          {tool.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <SvgIcon icon={Check} className="mt-0.5 h-5 w-5 shrink-0 text-glow-cyan" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
