// Any two to four tools side by side, read from the URL, exposed as ./Compare (a React island; components/compare-view.tsx).
export { default } from '../components/compare-view';
