import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/shared-content';
import './styles.css';

// The directory and a tool's page are chunks of their own: neither downloads the other.
const ToolsPage = lazy(() => import('./directory/tools-page').then((module) => ({ default: module.ToolsPage })));
const ToolPage = lazy(() => import('./tool-page/tool-page').then((module) => ({ default: module.ToolPage })));

/** The Arsenal's routes under /tools: the directory, its preset views and each tool's page. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  { path: 'automation', Component: () => <ToolsPage preset="automation" /> },
  { path: 'trending', Component: () => <ToolsPage preset="trending" /> },
  { path: 'monetize', Component: () => <ToolsPage preset="monetize" /> },
  { path: ':toolId', Component: ToolPage },
];
