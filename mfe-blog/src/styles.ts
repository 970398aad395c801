// The blog's stylesheet, exposed as ./styles: the prerender links it from every page that shows the
// blog's markup. Islands bring no stylesheet of their own.
import './styles.css';
