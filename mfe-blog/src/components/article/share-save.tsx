import { IconTooltip, TooltipGroup, toast, useHydrated } from '@toolverse/contracts';
import { toggleSaved, useSavedArticles } from '../../lib/saved-articles';

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

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-space-600 px-4 py-2 text-sm font-semibold text-ink hover:border-glow-cyan disabled:opacity-60';

export function ShareSave({ slug, title, text }: { slug: string; title: string; text: string }) {
  const saved = useSavedArticles().includes(slug);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      <TooltipGroup>
        <IconTooltip label="Share this article">
          <button type="button" className={buttonClass} disabled={!hydrated} onClick={() => void share(title, text)}>
            <span aria-hidden="true">↗</span> Share
          </button>
        </IconTooltip>
        <IconTooltip label={saved ? 'Remove from your bookmarks' : 'Save to your bookmarks'}>
          <button
            type="button"
            className={buttonClass}
            disabled={!hydrated}
            aria-pressed={saved}
            onClick={() => {
              const nowSaved = toggleSaved(slug);
              toast(
                nowSaved ? { title: 'Article saved to your bookmarks!', variant: 'success' } : { title: 'Removed from your bookmarks' },
              );
            }}
          >
            <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'Saved' : 'Save'}
          </button>
        </IconTooltip>
      </TooltipGroup>
    </div>
  );
}
