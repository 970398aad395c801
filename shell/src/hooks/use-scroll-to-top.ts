import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { endHydrating } from '@toolverse/contracts';

/**
 * Every page opens at the top, as a new document would; a link to an anchor is left to scroll to
 * its target. The first navigation also ends the hydration of the server's page: parts rendered
 * from then on are new, not kept server HTML.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else endHydrating();
    if (hash === '') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}
