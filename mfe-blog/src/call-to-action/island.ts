// A link that announces where it leads, as a DOM island: the article's call to action to The
// Arsenal shows its toast on the page it opens. The link works as a link before and without it; a
// click before the island has started is held (it is marked to be replayed) and followed once it has.
import { toastOnNextPage, type MountIsland, type ToastOptions } from '@toolverse/contracts';

export type AnnouncedLinkProps = Pick<ToastOptions, 'title' | 'description'> & { href: string; label: string };

export const mount: MountIsland<AnnouncedLinkProps> = (element, { title, description }) => {
  const announcement: ToastOptions = { title, ...(description === undefined ? {} : { description }) };
  for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      toastOnNextPage(announcement, link.href);
    });
  }
};
