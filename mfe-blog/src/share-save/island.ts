// Share and Save on every article, as a DOM island: the buttons the server rendered get their
// behaviour, and Save shows whether this browser has the article bookmarked. A press before the
// island has started is held by the page's island loader and done once it has.
import { toast, type MountIsland } from '@toolverse/contracts';
import { isSaved, toggleSaved } from '../common/saved-articles';

export interface ShareSaveProps {
  slug: string;
  title: string;
  text: string;
}

async function share(title: string, text: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      console.error('Sharing failed:', error);
      toast({ title: "Couldn't share this article", variant: 'error' });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied to clipboard!', variant: 'success' });
  } catch (error) {
    console.error('Copying the link failed:', error);
    toast({ title: "Couldn't share this article", variant: 'error' });
  }
}

/** The Save button's state: its pressed state, its label, its star and its tooltip follow the bookmark. */
export function showSaved(button: HTMLElement, saved: boolean): void {
  button.setAttribute('aria-pressed', String(saved));
  button.dataset.tooltip = saved ? 'Remove from your bookmarks' : 'Save to your bookmarks';
  const star = button.querySelector('[data-star]');
  const label = button.querySelector('[data-label]');
  if (star) star.textContent = saved ? '★' : '☆';
  if (label) label.textContent = saved ? 'Saved' : 'Save';
}

export const mount: MountIsland<ShareSaveProps> = (element, { slug, title, text }) => {
  const shareButton = element.querySelector<HTMLElement>('[data-share]');
  const saveButton = element.querySelector<HTMLElement>('[data-save]');
  shareButton?.addEventListener('click', () => void share(title, text));
  if (!saveButton) return;
  showSaved(saveButton, isSaved(slug));
  saveButton.addEventListener('click', () => {
    const saved = toggleSaved(slug);
    showSaved(saveButton, saved);
    toast(saved ? { title: 'Article saved to your bookmarks!', variant: 'success' } : { title: 'Removed from your bookmarks' });
  });
};
