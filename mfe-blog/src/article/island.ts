// The article page's motion, as a DOM island (no React): the reading-progress bar's value, headings
// that fade in as they arrive, the title's parallax. The server's HTML shows the article whole and
// still; this adds the motion once the browser is idle, reading the scroll as it finds it, so a
// reader who scrolled before it started sees the right progress at once.
import type { MountIsland } from '@toolverse/contracts';

/** A heading fades in once its top is within 85% of the viewport height (so it has arrived before the reader reaches it). */
export const FADE_THRESHOLD = 0.85;
/** Title parallax factor: the title moves at a fifth of the scroll speed. */
export const PARALLAX_FACTOR = 0.2;

const HIDDEN = ['translate-y-4', 'opacity-0'];
const SHOWN = ['translate-y-0', 'opacity-100'];

/** Percentage of the page scrolled, 0-100, whole numbers. */
export function readingProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}

function trackProgress(bar: HTMLElement): void {
  const fill = bar.firstElementChild instanceof HTMLElement ? bar.firstElementChild : null;
  // Where the browser drives the bar from the scroll itself (styles.css), only its value is kept here.
  const drivenByCss = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline: scroll()');
  let frame = 0;
  const update = () => {
    frame = 0;
    const value = readingProgress();
    bar.setAttribute('aria-valuenow', String(value));
    if (fill && !drivenByCss) fill.style.transform = `scaleX(${value / 100})`;
  };
  update();
  const schedule = () => (frame ||= requestAnimationFrame(update));
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
}

function fadeIn(headings: readonly HTMLElement[]): void {
  if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const heading = entry.target as HTMLElement;
        if (!entry.isIntersecting) continue;
        heading.classList.remove(...HIDDEN);
        heading.classList.add(...SHOWN);
        heading.dataset.fadedIn = 'true';
        observer.unobserve(heading);
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - FADE_THRESHOLD) * 100)}% 0px` },
  );
  for (const heading of headings) {
    // Only headings still below the line wait; one the reader has passed stays as it is.
    if (heading.getBoundingClientRect().top < window.innerHeight * FADE_THRESHOLD) continue;
    heading.classList.remove(...SHOWN);
    heading.classList.add(...HIDDEN);
    heading.dataset.fadedIn = 'false';
    observer.observe(heading);
  }
}

function parallax(element: HTMLElement, factor: number): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    element.style.transform = `translateY(${(window.scrollY * factor).toFixed(1)}px)`;
  };
  update();
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
}

export const mount: MountIsland = (element) => {
  const bar = element.querySelector<HTMLElement>('[data-reading-progress]');
  if (bar) trackProgress(bar);
  // Readers who prefer less motion see the article still.
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  fadeIn([...element.querySelectorAll<HTMLElement>('[data-fade-in]')]);
  const title = element.querySelector<HTMLElement>('[data-parallax]');
  if (title) parallax(title, PARALLAX_FACTOR);
};
