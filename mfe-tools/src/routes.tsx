import type { RemoteRoute } from '@toolverse/contracts';
import { ToolsPage } from './directory/tools-page';
import './styles.css';

/** The Arsenal's routes under /tools: the directory and its preset views. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  { path: 'automation', Component: () => <ToolsPage preset="automation" /> },
  { path: 'trending', Component: () => <ToolsPage preset="trending" /> },
  { path: 'monetize', Component: () => <ToolsPage preset="monetize" /> },
];
