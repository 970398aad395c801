import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Part of a page that opens when a link on the site is followed (a quiz, a guide path) takes the
 * focus and comes into view on arrival: the link that was clicked is gone. On a fresh page load
 * (the location's key is 'default') the focus stays where the browser puts it.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') target.current?.focus();
    // Only on arrival, not when the location changes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
