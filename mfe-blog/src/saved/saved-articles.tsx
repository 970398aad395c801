import { domIsland } from '@toolverse/contracts';
import { mount } from './island';

/**
 * The reader's saved articles: this browser's bookmarks, which the server cannot know. It renders
 * the section hidden and empty; the island fills and shows it (island.ts).
 */
function SavedArticlesSection() {
  return (
    <section
      data-saved-articles=""
      hidden
      aria-labelledby="saved-heading"
      className="mb-10 rounded-2xl border border-space-700 bg-space-900 p-5"
    >
      <h2 id="saved-heading" className="text-xl font-bold text-ink">
        Your saved articles
      </h2>
      <ul className="mt-3 space-y-2" />
    </section>
  );
}

export const SavedArticles = domIsland('blog/SavedArticles', SavedArticlesSection, { load: 'scroll', mount });
