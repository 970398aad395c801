// The directory's filters and list, exposed as ./Directory (a React island; components/directory.tsx).
export { default } from '../components/directory';
