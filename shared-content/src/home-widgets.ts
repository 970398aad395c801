/**
 * The widgets the home page composes, by remote and expose name. An 'eager' widget loads before the
 * page hydrates; a 'visible' one keeps its prerendered HTML and loads when it nears the viewport,
 * so it costs nothing to a reader who never scrolls that far.
 */
export const HOME_WIDGETS = [
  { remote: 'blog', module: './FeaturedArticles', load: 'eager' },
  { remote: 'quizzes', module: './ToolFinder', load: 'visible' },
] as const;
