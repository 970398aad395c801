import './styles.css';
// The home page's Featured Explorations, exposed to the shell as ./FeaturedArticles.
export { FeaturedArticles } from './components/featured-articles';
