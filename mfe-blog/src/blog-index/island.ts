// Feeling Lucky, as a DOM island: announces a random adventure and opens it (the toast shows on the
// article's page). A press before the island has started is held and done once it has.
import { toastOnNextPage, type MountIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { ARTICLES } from '@toolverse/shared-content/content/articles';

export const mount: MountIsland = (element) => {
  element.querySelector('button')?.addEventListener('click', () => {
    const article = ARTICLES[Math.floor(Math.random() * ARTICLES.length)];
    if (!article) return;
    toastOnNextPage({ title: 'Feeling lucky!', description: `Your random adventure: ${article.title}` }, paths.blog.article(article.slug));
  });
};
