import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/shared-content';
import { ToolsPage } from './directory/tools-page';
import './styles.css';

// A tool's page is a chunk of its own: the directory does not download it, nor it the directory.
const ToolPage = lazy(() => import('./tool-page/tool-page').then((module) => ({ default: module.ToolPage })));

/** The Arsenal's routes under /tools: the directory, its preset views and each tool's page. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  { path: 'automation', Component: () => <ToolsPage preset="automation" /> },
  { path: 'trending', Component: () => <ToolsPage preset="trending" /> },
  { path: 'monetize', Component: () => <ToolsPage preset="monetize" /> },
  { path: ':toolId', Component: ToolPage },
];
