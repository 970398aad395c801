import type { MouseEvent, Ref } from 'react';
import { useSiteUrl } from '@toolverse/contracts';
import { StructuredData } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';
import { Pager } from './pager';
import type { Page } from './paging';
import { ToolCard } from './tool-card';
import { directoryJsonLd, type DirectoryView } from './views';

/** The form the cards' "Compare" checkboxes submit to the compare page. */
const COMPARE_FORM = 'compare-picks';

/** Pick to compare: each card's checkbox belongs to this form, which opens the compare page with or without a script. */
function ComparePicks() {
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

export interface ToolListProps {
  /** The list's section, which a change of page scrolls into view. */
  listRef: Ref<HTMLElement>;
  view: DirectoryView;
  /** Every tool the view shows, in its order. */
  shown: readonly ListedTool[];
  /** The page of them on screen. */
  paged: Page<ListedTool>;
  /** How many of `shown` the price order had to put last. */
  unpriced: number;
  /** A page's URL, and what a click on it does in place. */
  pageHref: (page: number) => string;
  onPage: (page: number, event: MouseEvent) => void;
  /** The view's own URL: where Reset Filters leads. */
  base: string;
  reset: (event: MouseEvent) => void;
}

/** The tools a view shows, a page at a time: how many, pick to compare, the cards and the pager (or a way out of no match). */
export function ToolList({ listRef, view, shown, paged, unpriced, pageHref, onPage, base, reset }: ToolListProps) {
  const siteUrl = useSiteUrl();
  return (
    <section ref={listRef} aria-labelledby="tool-list" className="scroll-mt-24">
      <h2 id="tool-list" className="sr-only">
        Tools
      </h2>
      <StructuredData data={[directoryJsonLd(view, { tools: paged.tools, first: paged.first, total: shown.length }, siteUrl)]} />
      <p className="text-muted" role="status">
        {`Showing ${shown.length} ${shown.length === 1 ? 'tool' : 'tools'}`}
        {unpriced > 0 && `; the last ${unpriced} have no dated price, so they come after the priced ones`}
      </p>
      <ComparePicks />
      {shown.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-space-600 p-10 text-center">
          <p className="text-lg font-semibold text-ink">No tool matches all of these filters.</p>
          <a
            href={base}
            onClick={reset}
            className="mt-4 inline-block rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
          >
            Reset Filters
          </a>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {paged.tools.map((tool) => (
              // Below the first screens: on a phone (one column) from the second card, on wider screens from the seventh.
              <li key={tool.id} className="max-sm:not-first:render-lazily-[28rem] sm:nth-[n+7]:render-lazily-[37rem]">
                <ToolCard tool={tool} from="directory" compareForm={COMPARE_FORM} />
              </li>
            ))}
          </ul>
          <Pager page={paged.page} pages={paged.pages} href={pageHref} onPage={onPage} of="tools" />
        </>
      )}
    </section>
  );
}
