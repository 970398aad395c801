// The compare island's columns (compare.ts, COMPARE_DATA_PATH), rendered in Node by the
// prerender: each tool's compare table alone, drawn by the CompareTable the prerendered comparisons
// use, so a comparison the island puts together in the browser reads as those pages do.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { compareToolOf, type CompareColumns, type ComparingArticle } from './compare';
import { CompareTable } from './compare-table';

export function compareColumns(tools: readonly ListedTool[], articles: readonly ComparingArticle[]): CompareColumns {
  return Object.fromEntries(
    tools.map((tool) => [tool.id, renderToStaticMarkup(<CompareTable tools={[compareToolOf(tool, articles)]} caption={tool.name} />)]),
  );
}
