import './styles.css';
// The home page's Tool Finder, exposed to the shell as ./ToolFinder.
export { ToolFinder } from './components/tool-finder';
