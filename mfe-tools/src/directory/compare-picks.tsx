import { paths } from '@toolverse/shared-content';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';

/** The form the cards' "Compare" checkboxes submit to the compare page. */
export const COMPARE_FORM = 'compare-picks';

/** Pick to compare: each card's checkbox belongs to this form, which opens the compare page with or without a script. */
export function ComparePicks() {
  return (
    <form
      id={COMPARE_FORM}
      aria-label="Compare tools"
      method="get"
      action={paths.tools.compare()}
      className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted"
    >
      <span>{`Tick ${MIN_COMPARED} to ${MAX_COMPARED} tools to see them side by side.`}</span>
      <button type="submit" className="rounded-full border border-space-600 px-4 py-1.5 font-semibold text-ink hover:border-glow-cyan">
        Compare selected
      </button>
    </form>
  );
}
