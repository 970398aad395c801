import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from '@toolverse/contracts';

// Radix Toast is ~29 KB gzip, and toasts only ever follow an interaction, so the viewport's code
// is fetched when the first toast is raised rather than with every page.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  // Once mounted, the viewport stays: closing the last toast must not unmount it mid-animation.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
