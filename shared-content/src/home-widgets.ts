import type { RemoteName } from './paths';

/**
 * The widgets the home page composes, by remote and expose name. An 'eager' widget loads before the
 * page hydrates; a 'visible' one keeps its prerendered HTML and loads when it nears the viewport,
 * so it costs nothing to a reader who never scrolls that far. Its stylesheet comes with the page's
 * one stylesheet in the head ('head': on a wide window the widget may be on the first screen) or at
 * the end of the body ('late': it is far down, and the first paint does not wait for it).
 */
export interface HomeWidget {
  readonly remote: RemoteName;
  readonly module: `./${string}`;
  readonly load: 'eager' | 'visible';
  readonly styles: 'head' | 'late';
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { remote: 'blog', module: './FeaturedArticles', load: 'eager', styles: 'head' },
  { remote: 'quizzes', module: './ToolFinder', load: 'visible', styles: 'late' },
];
