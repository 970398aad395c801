import './styles.css';
import { renderStandalone } from '@toolverse/shared-content/ui/standalone';
import { routes } from './routes';

renderStandalone('guide', { routes });
