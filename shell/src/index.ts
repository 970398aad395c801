// The stylesheet belongs to the entry, so the page template links it and prerendered HTML is styled
// before any script runs.
import './styles.css';

// Federation needs an asynchronous boundary: shared singletons are negotiated before the app runs.
import('./bootstrap');
