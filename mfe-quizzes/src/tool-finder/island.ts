// The home page's Tool Finder, exposed as ./ToolFinder (a React island; tool-finder.tsx).
export { default } from './tool-finder';
