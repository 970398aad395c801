import { useEffect, useRef } from 'react';

/** Moves an element down by `factor` of the page's scroll (the article title: 0.2), without re-rendering. */
export function useParallax<T extends HTMLElement>(factor: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translateY(${(window.scrollY * factor).toFixed(1)}px)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [factor]);
  return ref;
}
