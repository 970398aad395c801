// Federation needs an asynchronous boundary: shared singletons are negotiated before the app runs.
import('./bootstrap');
