// The reference page's one island: the header's search toggle and its title search as a React
// component, the way a site built with islands (Astro's client:load) ships it. The server renders it (reference.ts) and the
// browser hydrates the same component (reference-island.ts), so the markup matches. Until its
// script has run, the button is drawn but a click on it does nothing: what the probe counts.
// Written with createElement, not JSX, so one .ts file serves Node, esbuild and the tests alike.
import { Fragment, createElement as h, useState } from 'react';
import { searchArticles, truncateWords } from '@toolverse/shared-content/content/articles';

/** The element the island's server markup sits in, and the script looks for. */
export const REFERENCE_ISLAND_TAG = 'reference-island';

// The header's own classes (shell/src/components/header.tsx, search-box.tsx), which the page's
// stylesheet has: the reference looks like the page it stands beside.
const BUTTON_CLASS = 'rounded-lg p-2.5 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan';
const PANEL_CLASS =
  'fixed inset-x-0 top-16 bottom-auto m-0 w-auto max-w-none border-0 border-t border-white/10 bg-space-950 p-0 text-ink shadow-lg px-4 py-3';
const INPUT_CLASS =
  'w-full rounded-xl border border-space-600 bg-space-900 px-4 py-3 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none';

const RESULTS_CLASS = 'mt-2 max-h-[15rem] overflow-y-auto rounded-xl border border-space-700 bg-space-900 shadow-2xl';
const RESULT_CLASS = 'block px-4 py-2.5 text-ink hover:bg-space-800 focus:bg-space-700 focus:outline-none';

export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const results = searchArticles(query);
  return h(
    Fragment,
    null,
    h(
      'button',
      { type: 'button', 'aria-label': 'Search articles', 'aria-expanded': open, className: BUTTON_CLASS, onClick: () => setOpen(!open) },
      h(
        'svg',
        { viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 2 },
        h('circle', { cx: 11, cy: 11, r: 7 }),
        h('path', { d: 'm20 20-3.5-3.5', strokeLinecap: 'round' }),
      ),
    ),
    open &&
      h(
        'div',
        { role: 'search', 'aria-label': 'Search articles', className: PANEL_CLASS },
        h('input', {
          type: 'search',
          autoFocus: true,
          placeholder: 'Search blog titles...',
          'aria-label': 'Search blog titles',
          className: INPUT_CLASS,
          value: query,
          onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
        }),
        // The matching titles as the page's own box lists them, from the first character typed.
        results.length > 0 &&
          h(
            'ul',
            { 'aria-label': 'Matching articles', className: RESULTS_CLASS },
            results.map((article) =>
              h(
                'li',
                { key: article.slug },
                h('a', { href: `/blog/${article.slug}`, className: RESULT_CLASS }, truncateWords(article.title)),
              ),
            ),
          ),
      ),
  );
}
