// Brotli and gzip variants of the text files the build writes, so a server sends them as they are
// (@fastify/static's preCompressed, nginx's brotli_static / gzip_static) instead of compressing each
// answer again. webpack writes its own through compression-webpack-plugin (tooling/bundle/plugins.ts);
// the prerender and publish write theirs with writeWithVariants.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { writeAtomically } from './write-atomically.ts';

/** The text files worth compressing; source maps are never served, so never compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|cjs|css|json|xml|svg|txt|csv)$/;

export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
export const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

/**
 * Writes `file` and, beside it, `file.br` and `file.gz`. The variants go first, so a server that
 * finds the new file also finds its variants (a reader sees an old page or a new one, never a mix
 * of both encodings of different versions for long).
 */
export function writeWithVariants(file: string, content: string | Buffer): void {
  const buffer = Buffer.from(content);
  writeAtomically(`${file}.br`, brotliCompressSync(buffer, BROTLI_OPTIONS));
  writeAtomically(`${file}.gz`, gzipSync(buffer, GZIP_OPTIONS));
  writeAtomically(file, buffer);
}

interface Variant {
  suffix: string;
  compress: (buffer: Buffer) => Buffer;
  decompress: (buffer: Buffer) => Buffer;
}

const VARIANTS: Variant[] = [
  { suffix: '.br', compress: (buffer) => brotliCompressSync(buffer, BROTLI_OPTIONS), decompress: (buffer) => brotliDecompressSync(buffer) },
  { suffix: '.gz', compress: (buffer) => gzipSync(buffer, GZIP_OPTIONS), decompress: (buffer) => gunzipSync(buffer) },
];

/** Whether a variant on disk holds exactly `content` (a file edited after its build would not). */
function holds(file: string, decompress: Variant['decompress'], content: Buffer): boolean {
  if (!existsSync(file)) return false;
  try {
    return decompress(readFileSync(file)).equals(content);
  } catch {
    return false;
  }
}

/**
 * Makes every text file under `dir` have variants that match it: a missing or stale one (a file
 * changed after the build, as a hand-patched release would be) is written afresh. Publish runs it
 * over a release, so what a server sends compressed is always the file it would send plain.
 * Returns how many variants were written.
 */
export function ensureVariants(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    for (const { suffix, compress, decompress } of VARIANTS) {
      if (holds(file + suffix, decompress, content)) continue;
      writeAtomically(file + suffix, compress(content));
      written += 1;
    }
  }
  return written;
}
