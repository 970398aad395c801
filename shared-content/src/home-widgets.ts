import type { RemoteName } from './paths';

/**
 * A widget the home page composes, by remote and expose name. An 'eager' widget loads before the
 * page hydrates; a 'visible' one keeps its prerendered HTML and loads when it nears the viewport,
 * so it costs nothing to a reader who never scrolls that far. A widget's stylesheet joins the page's
 * one stylesheet in the head ('head': on a tall window it can be on the first screen) or comes at
 * the end of the body ('late': it is far down, and the first paint does not wait for it).
 */
export interface HomeWidget {
  readonly remote: RemoteName;
  readonly module: `./${string}`;
  readonly load: 'eager' | 'visible';
  readonly styles: 'head' | 'late';
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { remote: 'blog', module: './FeaturedArticles', load: 'visible', styles: 'head' },
  { remote: 'quizzes', module: './ToolFinder', load: 'visible', styles: 'late' },
];
