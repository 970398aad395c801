// The reader's saved articles on the blog's index, as a DOM island: the server renders the section
// empty and hidden (it cannot know this browser's bookmarks); this fills and shows it.
import type { MountIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { articleBySlug } from '@toolverse/shared-content/content/articles';
import { savedSlugs } from '../common/saved-articles';

/** How a saved article's link looks (the blog's stylesheet has these classes: Tailwind reads this file). */
const LINK_CLASS = 'text-glow-cyan underline-offset-4 hover:underline';

export const mount: MountIsland = (element) => {
  const section = element.querySelector<HTMLElement>('[data-saved-articles]');
  const list = section?.querySelector('ul');
  if (!section || !list) return;
  const articles = savedSlugs()
    .map((slug) => articleBySlug(slug))
    .filter((article) => article !== undefined);
  if (articles.length === 0) return;
  list.replaceChildren(
    ...articles.map((article) => {
      const link = document.createElement('a');
      link.href = paths.blog.article(article.slug);
      link.className = LINK_CLASS;
      link.textContent = article.title;
      const item = document.createElement('li');
      item.append(link);
      return item;
    }),
  );
  section.hidden = false;
};
