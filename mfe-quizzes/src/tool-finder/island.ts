// The home page's Tool Finder, exposed as ./ToolFinder (a React island; components/tool-finder.tsx).
export { default } from '../components/tool-finder';
