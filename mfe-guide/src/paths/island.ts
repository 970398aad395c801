// A guide path with its search, exposed as ./PathView (a React island; path-view.tsx).
export { default } from './path-view';
