// The directory's filters and list, exposed as ./Directory: a React island (directory.tsx) whose
// module's default export is the component.
export { default } from './directory';
