import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@toolverse/shared-content';
import { searchArticles, truncateWords } from '@toolverse/shared-content/articles';

export interface SearchBoxProps {
  onClose: () => void;
}

/**
 * Search over the article titles, from the first character typed. Arrow keys move between the
 * input and the results, Enter opens the focused (or first) result, Escape closes the box.
 */
export function SearchBox({ onClose }: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const resultsId = useId();
  const results = searchArticles(query);

  // The box opens because the reader asked for it: the input takes the focus as it appears (in the
  // commit, as autoFocus would, so the first keystroke after the click lands in it).
  useLayoutEffect(() => inputRef.current?.focus(), []);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  function focusResult(index: number) {
    const all = links();
    if (all.length === 0) return;
    if (index < 0) {
      inputRef.current?.focus();
      return;
    }
    all[Math.min(index, all.length - 1)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const position = links().indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusResult(position + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusResult(position - 1);
        break;
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
      case 'Enter':
        if (event.target === inputRef.current && results[0]) {
          event.preventDefault();
          navigate(paths.blog.article(results[0].slug));
          onClose();
        }
        break;
      default:
    }
  }

  return (
    <div role="search" className="relative mx-auto w-full max-w-2xl">
      <label htmlFor={`${resultsId}-input`} className="sr-only">
        Search blog titles
      </label>
      <input
        ref={inputRef}
        id={`${resultsId}-input`}
        type="search"
        onKeyDown={onKeyDown}
        autoComplete="off"
        placeholder="Search blog titles..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={query.trim() === '' ? undefined : resultsId}
        aria-describedby={`${resultsId}-count`}
        className="w-full rounded-xl border border-space-600 bg-space-900 px-4 py-3 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none"
      />
      <p id={`${resultsId}-count`} className="sr-only" aria-live="polite">
        {query.trim() === '' ? '' : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
      </p>
      {query.trim() !== '' && (
        <div
          id={resultsId}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[15rem] overflow-y-auto rounded-xl border border-space-700 bg-space-900 shadow-2xl"
        >
          {results.length === 0 ? (
            <p className="px-4 py-3 text-muted">No results found</p>
          ) : (
            <ul ref={listRef} aria-label="Matching articles">
              {results.map((article) => (
                <li key={article.slug}>
                  <Link
                    to={paths.blog.article(article.slug)}
                    onClick={onClose}
                    onKeyDown={onKeyDown}
                    title={article.title}
                    className="block px-4 py-2.5 text-ink hover:bg-space-800 focus:bg-space-700 focus:outline-none"
                  >
                    {truncateWords(article.title)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
