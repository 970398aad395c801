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

/**
 * The home page's widgets, declared here only: the home page places them, each remote's Node build
 * provides the ones of its own under these names, and the prerender links their stylesheets, all by
 * reading this object (tooling/checks/registry.test.ts fails on a widget name written anywhere else).
 */
export const HOME_WIDGETS = {
  featuredArticles: { remote: 'blog', name: './FeaturedArticles', styles: 'head' },
  toolFinder: { remote: 'quizzes', name: './ToolFinder', styles: 'late' },
} as const satisfies Record<string, HomeWidget>;
