import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';
import { TOOL_PRESETS } from '@toolverse/shared-content/content/tool-taxonomy';

// The directory and a tool's page are chunks of the Node build: rendering one loads only what it shows.
const ToolsPage = lazy(() => import('./pages/tools-page').then((module) => ({ default: module.ToolsPage })));
const ChangesPage = lazy(() => import('./pages/changes-page').then((module) => ({ default: module.ChangesPage })));
const ToolPage = lazy(() => import('./pages/tool-page').then((module) => ({ default: module.ToolPage })));
const AlternativesPage = lazy(() => import('./pages/alternatives-page').then((module) => ({ default: module.AlternativesPage })));
const ComparePage = lazy(() => import('./pages/compare-page').then((module) => ({ default: module.ComparePage })));
const ComparisonPage = lazy(() => import('./pages/compare-page').then((module) => ({ default: module.ComparisonPage })));

/** The Arsenal's routes under /tools: the directory, its preset views, the compare pages, each tool's page and its alternatives. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <ToolsPage preset={null} /> },
  ...TOOL_PRESETS.map((preset) => ({ path: preset, Component: () => <ToolsPage preset={preset} /> })),
  { path: 'changes', Component: () => <ChangesPage /> },
  { path: 'compare', Component: ComparePage },
  { path: 'compare/:comparison', Component: ComparisonPage },
  { path: ':toolId', Component: ToolPage },
  { path: ':toolId/alternatives', Component: AlternativesPage },
];
