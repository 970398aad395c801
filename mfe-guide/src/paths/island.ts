// A guide path with its search, exposed as ./PathView (a React island; components/path-view.tsx).
export { default } from '../components/path-view';
