import './styles.css';
import { renderStandalone } from '@toolverse/shared-content/standalone';
import { routes } from './routes';

renderStandalone('blog', { routes });
