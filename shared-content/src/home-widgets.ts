import type { RemoteName } from './paths';

/**
 * A part of a remote that the home page shows, by remote and name (the remote's Node build renders
 * it: RemoteServerModule.widgets). Its stylesheet joins the page's one stylesheet in the head
 * ('head': on a tall window it can be on the first screen) or comes at the end of the body ('late':
 * it is far down, and the first paint does not wait for it).
 */
export interface HomeWidget {
  readonly remote: RemoteName;
  readonly name: `./${string}`;
  readonly styles: 'head' | 'late';
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { remote: 'blog', name: './FeaturedArticles', styles: 'head' },
  { remote: 'quizzes', name: './ToolFinder', styles: 'late' },
];
