import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page opens at the top, as a new document would; a link to an anchor is left to scroll to its target. */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash === '') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}
