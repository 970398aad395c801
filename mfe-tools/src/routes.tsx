import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';

// The directory and a tool's page are chunks of the Node build: rendering one loads only what it shows.
const ToolsPage = lazy(() => import('./pages/tools-page').then((module) => ({ default: module.ToolsPage })));
const ChangesPage = lazy(() => import('./pages/changes-page').then((module) => ({ default: module.ChangesPage })));
const ToolPage = lazy(() => import('./pages/tool-page').then((module) => ({ default: module.ToolPage })));

/** The Arsenal's routes under /tools: the directory, its preset views and each tool's page. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  { path: 'automation', Component: () => <ToolsPage preset="automation" /> },
  { path: 'trending', Component: () => <ToolsPage preset="trending" /> },
  { path: 'monetize', Component: () => <ToolsPage preset="monetize" /> },
  { path: 'changes', Component: () => <ChangesPage /> },
  { path: ':toolId', Component: ToolPage },
];
