import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '@toolverse/contracts';
import type { ToolPageModule } from '@toolverse/shared-content/content/tool-page';
import { toolPages } from '@toolverse/shared-content/content/generated/tool-pages';
import { ToolDetails, type ToolPageSections } from './tool-details';

const chunks = new Map<string, Promise<ToolPageModule>>();

/** One load per tool; each tool's page data is its own small chunk. */
function chunkOf(toolId: string): Promise<ToolPageModule> | undefined {
  const load = Object.hasOwn(toolPages, toolId) ? toolPages[toolId] : undefined;
  if (!load) return undefined;
  let chunk = chunks.get(toolId);
  if (!chunk) {
    chunk = load();
    chunks.set(toolId, chunk);
  }
  return chunk;
}

function LoadedTool({ chunk, sections }: { chunk: Promise<ToolPageModule>; sections: ToolPageSections }) {
  return <ToolDetails data={use(chunk).default} sections={sections} />;
}

/**
 * /tools/{id}: a tool of The Arsenal, or the not-found page for an id it does not have (the server
 * answers those with HTTP 404: no page is prerendered for them). The prerender waits for the tool's
 * chunk; in the browser the server's HTML stays while the chunk loads, then hydrates. `sections` are
 * the parts other features own (the watch form, the alternatives, the comparisons), given by the app.
 */
export function ToolPage({ sections }: { sections: ToolPageSections }) {
  const { toolId = '' } = useParams();
  const chunk = chunkOf(toolId);
  if (!chunk) return <NotFound />;
  return (
    <Suspense
      key={toolId}
      fallback={<div className="mx-auto min-h-[80vh] max-w-5xl animate-pulse rounded-2xl bg-space-900" aria-label="Loading the tool" />}
    >
      <LoadedTool chunk={chunk} sections={sections} />
    </Suspense>
  );
}
