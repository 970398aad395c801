import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A heading fades in once its top is within 85% of the viewport height (so it has arrived before the reader reaches it). */
export const FADE_THRESHOLD = 0.85;

/**
 * Server HTML, browsers without IntersectionObserver and readers who prefer less motion see every
 * heading as it is. Otherwise a heading still below the 85% line when the page hydrates is hidden
 * until the reader scrolls it into that band, then fades in.
 */
export function FadeInHeading({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          setWaiting(false);
          observer.disconnect();
        } else {
          // Only headings below the line wait; one already scrolled past stays visible.
          setWaiting(entry.boundingClientRect.top > 0);
        }
      },
      { rootMargin: `0px 0px -${Math.round((1 - FADE_THRESHOLD) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      ref={ref}
      data-faded-in={!waiting}
      className={`transition-[opacity,transform] duration-700 ${waiting ? 'translate-y-4 opacity-0' : 'translate-y-0 opacity-100'}`}
    >
      {children}
    </Tag>
  );
}
