// The guide's stylesheet, exposed as ./styles: the prerender links it from the guide's page.
// Islands bring no stylesheet of their own.
import './styles.css';
