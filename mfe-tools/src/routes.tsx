import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';
import { TOOL_PRESETS } from '@toolverse/shared-content/tool-taxonomy';

// The directory and a tool's page are chunks of the Node build: rendering one loads only what it shows.
const ToolsPage = lazy(() => import('./pages/tools-page').then((module) => ({ default: module.ToolsPage })));
const ToolPage = lazy(() => import('./pages/tool-page').then((module) => ({ default: module.ToolPage })));

/** The Arsenal's routes under /tools: the directory, its preset views and each tool's page. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  ...TOOL_PRESETS.map((preset) => ({ path: preset, Component: () => <ToolsPage preset={preset} /> })),
  { path: ':toolId', Component: ToolPage },
];
