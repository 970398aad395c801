// The reference page (issue 27): what the competing sites ship, a static page with one React island.
// The article's no-JavaScript twin with its search toggle made a React island that loads like
// Astro's client:load: server-rendered markup, hydrated by a module script (React and ReactDOM,
// production build, minified) as soon as the page is parsed. Written beside the twins under
// /_twin/reference/ (with brotli and gzip variants) and removed with them. The routes' Lighthouse
// and probe figures are held against its own, measured in the same run.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement, version } from 'react';
import { renderToString } from 'react-dom/server';
import { writeWithVariants } from '../../../tooling/bundle/precompress.ts';
import { bundleForBrowser } from '../bundle';
import { withReferenceIsland } from './reference-html';
import { REFERENCE_ISLAND_TAG, SearchToggle } from './reference-toggle';
import { TWIN_DIR, twinHtml } from './twin';

const REFERENCE_PATH = '/_twin/reference/index.html';
const SCRIPT_PATH = '/_twin/reference/island.js';

export interface ReferencePage {
  path: string;
  /** The route whose twin it is built on. */
  twinOf: string;
  /** React's version in the island. */
  react: string;
  /** The island's script: bytes as built, and as brotli and gzip send it. */
  script: { bytes: number; brotli: number; gzip: number };
}

/** Builds the island and writes the reference page from the twin of `articlePath`. */
export async function writeReferencePage(prerenderDir: string, articlePath: string): Promise<ReferencePage> {
  const script = Buffer.from(await bundleForBrowser(path.join(import.meta.dirname, 'reference-island.ts'), 'esm'));
  const html = withReferenceIsland(
    twinHtml(prerenderDir, articlePath),
    renderToString(createElement(SearchToggle)),
    REFERENCE_ISLAND_TAG,
    SCRIPT_PATH,
  );
  const dir = path.join(TWIN_DIR, 'reference');
  const scriptFile = path.join(dir, 'island.js');
  mkdirSync(dir, { recursive: true });
  writeWithVariants(scriptFile, script);
  writeWithVariants(path.join(dir, 'index.html'), html);
  return {
    path: REFERENCE_PATH,
    twinOf: articlePath,
    react: version,
    script: { bytes: script.length, brotli: statSync(`${scriptFile}.br`).size, gzip: statSync(`${scriptFile}.gz`).size },
  };
}
