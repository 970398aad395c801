// The Arsenal's stylesheet, exposed as ./styles: the prerender links it from every page that shows
// the remote's markup. Islands bring no stylesheet of their own.
import './styles.css';
