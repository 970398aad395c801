// Reads the content (content/articles/*.mdx in the order of content/article-order.json, tools.json,
// site.json, config.json, article-aliases.json), checks every field and reference, and writes the
// catalogue the apps import (src/content/generated/). Any problem stops the build with the file and the field
// it is in. The work is in content/: read.ts, parse.ts (the schemas), checks.ts, outputs.ts.
//
//   npm run content -w @toolverse/shared-content            rewrite src/content/generated/
//   npm run content -w @toolverse/shared-content -- --check fail if src/content/generated/ is out of date
//   ... -- --content fixtures/content --out fixtures/generated   another content folder and its output
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCatalogue } from './content/catalogue';
import { generatedFiles, GENERATED_DIR } from './content/outputs';
import { CONTENT_DIR } from './content/read';

export { buildCatalogue, loadContent, type Catalogue } from './content/catalogue';
export { generatedFiles, GENERATED_DIR } from './content/outputs';
export { ContentError, type SourceFile } from './content/problems';
export { CONTENT_DIR, FIXTURES_DIR, type ContentInput } from './content/read';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The generated files whose text differs from what is on disk. */
function staleFiles(files: Record<string, string>, outDir: string): [string, string][] {
  return Object.entries(files).filter(([name, text]) => {
    try {
      return readFileSync(path.join(outDir, name), 'utf8') !== text;
    } catch {
      return true;
    }
  });
}

function main(): void {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, content: { type: 'string' }, out: { type: 'string' } },
  });
  const contentDir = values.content === undefined ? CONTENT_DIR : path.resolve(values.content);
  const outDir = values.out === undefined ? GENERATED_DIR : path.resolve(values.out);
  let catalogue;
  let files: Record<string, string>;
  try {
    catalogue = buildCatalogue({ dir: contentDir });
    files = generatedFiles(catalogue, contentDir, outDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const stale = staleFiles(files, outDir);
  const where = path.relative(ROOT, outDir);
  if (values.check) {
    if (stale.length > 0) {
      console.error(
        `${where}/ is out of date (${stale.map(([name]) => name).join(', ')}): run "npm run content -w @toolverse/shared-content"`,
      );
      process.exit(1);
    }
    console.log(`content: ${catalogue.articles.length} articles and ${catalogue.tools.length} tools checked, ${where}/ is up to date`);
    return;
  }
  mkdirSync(path.join(outDir, 'articles'), { recursive: true });
  mkdirSync(path.join(outDir, 'tool-pages'), { recursive: true });
  for (const [name, text] of stale) writeFileSync(path.join(outDir, name), text);
  console.log(
    `content: ${catalogue.articles.length} articles, ${Object.keys(files).length} files in ${where}/ (${stale.length} rewritten)`,
  );
}

if (process.argv[1] === import.meta.filename) main();
