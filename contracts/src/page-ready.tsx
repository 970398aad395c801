import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the page's own content is interactive. It sits inside the same
 * Suspense boundary as the page, so a prerendered page whose chunk is still on its way (and whose
 * links are still plain HTML) is not reported ready before it hydrates. Tests and monitoring wait on it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
