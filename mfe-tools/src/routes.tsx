import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';
import { TOOL_PRESETS } from '@toolverse/shared-content/content/tool-taxonomy';
import { ToolAlternatives, closestAlternatives } from './alternatives/tool-alternatives';
import { ToolComparisons } from './compare/tool-comparisons';
import type { ToolPageSections } from './tool-page/tool-details';
import { WatchForm } from './watch/watch-form';

// The directory and a tool's page are chunks of the Node build: rendering one loads only what it shows.
const DirectoryPage = lazy(() => import('./directory/directory-page').then((module) => ({ default: module.DirectoryPage })));
const ChangesPage = lazy(() => import('./changes/changes-page').then((module) => ({ default: module.ChangesPage })));
const ToolPage = lazy(() => import('./tool-page/tool-page').then((module) => ({ default: module.ToolPage })));
const AlternativesPage = lazy(() => import('./alternatives/alternatives-page').then((module) => ({ default: module.AlternativesPage })));
const ComparePage = lazy(() => import('./compare/compare-page').then((module) => ({ default: module.ComparePage })));
const ComparisonPage = lazy(() => import('./compare/compare-page').then((module) => ({ default: module.ComparisonPage })));

/**
 * A tool's page shows parts other features own: its watch form, and after its articles its closest
 * alternatives and the comparisons that include it. Features never import each other; they meet here.
 */
export const TOOL_PAGE_SECTIONS: ToolPageSections = {
  watch: (tool) => <WatchForm tool={tool} className="mt-4 scroll-mt-24 border-t border-space-700 pt-4" />,
  related: (tool) => {
    const alternatives = closestAlternatives(tool);
    return (
      <>
        <ToolAlternatives tool={tool} alternatives={alternatives} />
        <ToolComparisons tool={tool} closest={alternatives.map((alternative) => alternative.tool)} />
      </>
    );
  },
};

/** The Arsenal's routes under /tools: the directory, its preset views, the compare pages, each tool's page and its alternatives. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <DirectoryPage preset={null} /> },
  ...TOOL_PRESETS.map((preset) => ({ path: preset, Component: () => <DirectoryPage preset={preset} /> })),
  { path: 'changes', Component: () => <ChangesPage /> },
  { path: 'compare', Component: ComparePage },
  { path: 'compare/:comparison', Component: ComparisonPage },
  { path: ':toolId', Component: () => <ToolPage sections={TOOL_PAGE_SECTIONS} /> },
  { path: ':toolId/alternatives', Component: AlternativesPage },
];
