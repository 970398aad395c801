import { takeNextPageToast, toast, toastStore } from '@toolverse/contracts';

let mounted = false;

/**
 * The site's one toast viewport, started with the first toast any island raises (Radix Toast and
 * React DOM are not worth a page's first load: toasts follow an interaction). A toast the previous
 * page left for this one (toastOnNextPage) is raised here.
 */
export function watchToasts(): void {
  const mount = () => {
    if (mounted || toastStore.getSnapshot().length === 0) return;
    mounted = true;
    void import('./toaster-root').then(({ mountToaster }) => mountToaster());
  };
  toastStore.subscribe(mount);
  const announced = takeNextPageToast();
  if (announced) toast(announced);
}
