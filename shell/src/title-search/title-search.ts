// The header's title search, without a framework: the server wrote the box (components/search-box.tsx);
// this lists the article titles that hold what is typed, from the first character, and ends with a
// link that searches everything for it. Arrow keys move between the input and the results, Enter in
// the input opens the first title (without one, the form searches everything), Escape closes the
// panel. Its own build (tooling/bundle/webpack.ts), a few KB with the titles in it, which the page's loader
// fetches on the reader's first move toward the search button: no React and no federation runtime
// stand between a reader's first key and the first result.
import { searchArticles, truncateWords } from '@toolverse/shared-content/content/articles';
import { paths } from '@toolverse/shared-content/site/paths';
import { SEARCH_BOX_IDS, SEARCH_PANEL_ID } from '../shared/title-search-markup';

const RESULT_CLASS = 'block px-4 py-2.5 text-ink hover:bg-space-800 focus:bg-space-700 focus:outline-none';
const EVERYTHING_CLASS =
  'block border-t border-space-700 px-4 py-2.5 text-glow-cyan hover:bg-space-800 focus:bg-space-700 focus:outline-none';

function link(href: string, text: string, className: string, title?: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.className = className;
  anchor.textContent = text;
  if (title) anchor.title = title;
  return anchor;
}

/** Opens a URL as the reader's next page; the tests pass their own. */
export type Open = (url: string) => void;

/** Takes over a search box the server wrote: from now on what is typed lists the matching titles. */
export function startTitleSearch(form: HTMLFormElement, open: Open = (url) => window.location.assign(url)): void {
  const input = form.querySelector<HTMLInputElement>(`#${SEARCH_BOX_IDS.input}`);
  const count = form.querySelector<HTMLElement>(`#${SEARCH_BOX_IDS.count}`);
  const panel = form.querySelector<HTMLElement>(`#${SEARCH_BOX_IDS.results}`);
  if (!input || !count || !panel || form.dataset.titleSearchForm === 'on') return;
  form.dataset.titleSearchForm = 'on';
  let first: string | null = null;

  const show = () => {
    const query = input.value.trim();
    if (query === '') {
      panel.hidden = true;
      panel.replaceChildren();
      count.textContent = '';
      input.removeAttribute('aria-controls');
      first = null;
      return;
    }
    const results = searchArticles(query);
    first = results[0] ? paths.blog.article(results[0].slug) : null;
    const list = document.createElement(results.length === 0 ? 'p' : 'ul');
    if (results.length === 0) {
      list.className = 'px-4 py-3 text-muted';
      list.textContent = 'No results found';
    } else {
      list.setAttribute('aria-label', 'Matching articles');
      for (const article of results) {
        const item = document.createElement('li');
        item.append(link(paths.blog.article(article.slug), truncateWords(article.title), RESULT_CLASS, article.title));
        list.append(item);
      }
    }
    panel.replaceChildren(list, link(paths.search(query), `Search everything for \u2018${query}\u2019`, EVERYTHING_CLASS));
    panel.hidden = false;
    input.setAttribute('aria-controls', panel.id);
    count.textContent = `${results.length} ${results.length === 1 ? 'result' : 'results'}`;
  };

  const focusResult = (index: number) => {
    const links = [...panel.querySelectorAll('a')];
    if (links.length === 0) return;
    if (index < 0) input.focus();
    else links[Math.min(index, links.length - 1)]?.focus();
  };

  form.addEventListener('keydown', (event) => {
    const position = [...panel.querySelectorAll('a')].indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusResult(position + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusResult(position - 1);
        break;
      case 'Escape': {
        event.preventDefault();
        const popover = document.getElementById(SEARCH_PANEL_ID);
        if (popover?.matches(':popover-open')) popover.hidePopover();
        break;
      }
      case 'Enter':
        // Without a title to open, the form goes to the search page (the browser submits it).
        if (event.target === input && first) {
          event.preventDefault();
          open(first);
        }
        break;
      default:
    }
  });
  input.addEventListener('input', show);
  // What the reader typed before this script arrived.
  show();
}
