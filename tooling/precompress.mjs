// Brotli and gzip variants of the text files the build writes, so a server sends them as they are
// (@fastify/static's preCompressed, nginx's brotli_static / gzip_static) instead of compressing each
// answer again. webpack writes its own through compression-webpack-plugin (tooling/webpack.mjs);
// the prerender and publish write theirs with writeWithVariants.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeAtomically } from './write-atomically.mjs';

/** The text files worth compressing; source maps are never served, so never compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|cjs|css|json|xml|svg|txt)$/;

export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
export const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

/**
 * Writes `file` and, beside it, `file.br` and `file.gz`. The variants go first, so a server that
 * finds the new file also finds its variants (a reader sees an old page or a new one, never a mix
 * of both encodings of different versions for long).
 */
export function writeWithVariants(file, content) {
  const buffer = Buffer.from(content);
  writeAtomically(`${file}.br`, brotliCompressSync(buffer, BROTLI_OPTIONS));
  writeAtomically(`${file}.gz`, gzipSync(buffer, GZIP_OPTIONS));
  writeAtomically(file, buffer);
}
