import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the reader left each history entry of this tab, newest last, so Back returns there. */
const STORAGE_KEY = 'toolverse:scroll-positions';
const ENTRIES_KEPT = 50;

type Positions = [key: string, top: number][];

function storedPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
        )
      : [];
  } catch {
    return [];
  }
}

function rememberPosition(key: string, top: number): void {
  const positions = [...storedPositions().filter(([stored]) => stored !== key), [key, top] satisfies [string, number]];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.slice(-ENTRIES_KEPT)));
  } catch {
    // Storage blocked or full: Back then opens that page at the top.
  }
}

function rememberedPosition(key: string): number | undefined {
  return storedPositions().find(([stored]) => stored === key)?.[1];
}

/**
 * Scrolling as a new document would: a page reached by a link opens at the top (a link to an
 * anchor is left to scroll to its target), and Back or Forward returns to where the reader left
 * that page.
 *
 * The page the browser itself opened is left alone: it opens at the top, or where a reload left
 * it, and a reader who scrolled while it loaded is not sent back up when it hydrates.
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(key);

  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const remembered = navigationType === 'POP' ? rememberedPosition(key) : undefined;
    if (remembered !== undefined) window.scrollTo({ top: remembered, left: 0 });
    else if (hash === '') window.scrollTo({ top: 0, left: 0 });
  }, [key, hash, navigationType]);

  // Declared after the scroll above, so it starts from where this page opens.
  useLayoutEffect(() => {
    let top = window.scrollY;
    const follow = () => {
      top = window.scrollY;
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      window.removeEventListener('scroll', follow);
      rememberPosition(key, top);
    };
  }, [key]);
}
