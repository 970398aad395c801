// Writes <file>.br and <file>.gz next to every text file a build emits, so a web server sends them
// without compressing on each request (nginx: brotli_static and gzip_static; any host that serves
// precompressed files). Run by `npm run build` after the prerender:
//
//   tsx tooling/precompress.ts                 every app's dist/ and the prerendered pages
//   tsx tooling/precompress.ts <dir> [<dir>]   only those folders
//
// A variant is rewritten whenever its file is newer (a prerender of one remote rewrites its pages),
// and a variant whose file is gone is removed, so a server never sends stale bytes.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APPS } from './apps.mjs';
import { writeAtomically } from './write-atomically.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What is worth compressing: text. Images are compressed already; source maps are not served. */
const TEXT = /\.(html|js|mjs|css|json|xml|svg|txt)$/;
const VARIANTS = [
  { ext: '.br', compress: (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { ext: '.gz', compress: (data: Buffer) => gzipSync(data, { level: 9 }) },
];

export interface PrecompressResult {
  written: number;
  upToDate: number;
  removed: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

export function precompress(dirs: string[]): PrecompressResult {
  const result: PrecompressResult = { written: 0, upToDate: 0, removed: 0 };
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new Error(`${path.relative(ROOT, dir) || dir} does not exist: build first`);
    for (const file of filesUnder(dir)) {
      const variant = VARIANTS.find(({ ext }) => file.endsWith(ext));
      if (variant) {
        const source = file.slice(0, -variant.ext.length);
        if (!existsSync(source)) {
          rmSync(file);
          result.removed += 1;
        }
        continue;
      }
      if (!TEXT.test(file)) continue;
      const sourceTime = statSync(file).mtimeMs;
      let data: Buffer | undefined;
      for (const { ext, compress } of VARIANTS) {
        const target = file + ext;
        if (existsSync(target) && statSync(target).mtimeMs >= sourceTime) {
          result.upToDate += 1;
          continue;
        }
        data ??= readFileSync(file);
        // Several test sites may precompress the same builds at once; a server never sees half a file.
        writeAtomically(target, compress(data));
        result.written += 1;
      }
    }
  }
  return result;
}

/** Every folder the build serves from: each app's browser build and the prerendered pages. */
export function builtFolders(pagesDir = path.resolve(ROOT, process.env.PRERENDER_DIR ?? 'prerendered')): string[] {
  return [...Object.values(APPS).map((app) => path.join(ROOT, app.dir, 'dist')), pagesDir];
}

if (process.argv[1] === import.meta.filename) {
  const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
  try {
    const { written, upToDate, removed } = precompress(dirs.length ? dirs : builtFolders());
    console.log(`precompress: ${written} variants written, ${upToDate} up to date, ${removed} stale removed`);
  } catch (error) {
    console.error(`precompress: ${(error as Error).message}`);
    process.exit(1);
  }
}
