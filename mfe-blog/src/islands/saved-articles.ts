// The reader's saved articles on the blog's index, as a DOM island: the server renders the section
// empty and hidden (it cannot know this browser's bookmarks); this fills and shows it.
import type { MountIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { articleBySlug } from '@toolverse/shared-content/articles';
import { savedSlugs } from '../lib/saved-articles';

export const mount: MountIsland = (element) => {
  const section = element.querySelector<HTMLElement>('[data-saved-articles]');
  const list = section?.querySelector('ul');
  if (!section || !list) return;
  const template = list.querySelector('template');
  const articles = savedSlugs()
    .map((slug) => articleBySlug(slug))
    .filter((article) => article !== undefined);
  if (!template || articles.length === 0) return;
  for (const article of articles) {
    const item = (template.content.cloneNode(true) as DocumentFragment).firstElementChild;
    const link = item?.querySelector('a');
    if (!item || !link) continue;
    link.href = paths.blog.article(article.slug);
    link.textContent = article.title;
    list.append(item);
  }
  section.hidden = false;
};
