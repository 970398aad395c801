import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The testimonial rotation: long enough to read a story. */
export const CAROUSEL_INTERVAL_MS = 8000;

/** The slide `step` places away from `index`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** The reader's motion preference, followed live; the server (and hydration) assume motion is fine. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface Carousel {
  index: number;
  /** Auto-advance is on: not paused by the reader, not held by hover or focus, motion allowed. */
  rotating: boolean;
  paused: boolean;
  go: (index: number) => void;
  step: (delta: number) => void;
  togglePause: () => void;
  /** Hover or focus inside the carousel holds it still. */
  hold: (held: boolean) => void;
}

/**
 * A carousel's state: it advances every CAROUSEL_INTERVAL_MS and wraps, except while the reader
 * paused it, hovers or focuses it, or prefers reduced motion. Any move restarts the interval.
 */
export function useCarousel(count: number): Carousel {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const rotating = !paused && !held && !reducedMotion && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return {
    index,
    rotating,
    paused,
    go: useCallback((next: number) => setIndex(wrapIndex(next, 0, count)), [count]),
    step: useCallback((delta: number) => setIndex((current) => wrapIndex(current, delta, count)), [count]),
    togglePause: useCallback(() => setPaused((value) => !value), []),
    hold: setHeld,
  };
}
