// The plugins the builds share: the build's date, precompressed variants, and the federation
// manifest's build statistics left out of a production build.
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack from 'webpack';
import { buildDate } from '../../platform/environment.ts';
import { BROTLI_OPTIONS, COMPRESSIBLE, GZIP_OPTIONS } from './precompress.ts';

/**
 * The date this build is given (TOOLVERSE_BUILD_DATE, default today in UTC): pages judge how old a
 * dated fact is from it, never from the reader's clock, so prerendered HTML and hydration agree.
 * The browser and Node builds of an app made in one run get the same value.
 */
let buildDateOfThisRun: string | undefined;

export const defineBuildDate = () => {
  // Read when the first configuration is made, not when this module is imported.
  buildDateOfThisRun ??= buildDate(process.env, new Date());
  return new webpack.DefinePlugin({ 'process.env.TOOLVERSE_BUILD_DATE': JSON.stringify(buildDateOfThisRun) });
};

/**
 * `<file>.br` and `<file>.gz` beside every text file of a production build, served as they are by
 * the servers (server/src/) and by nginx. A variant that would not be smaller is not written; the
 * server then sends the file itself.
 */
export const precompressed = () => {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: BROTLI_OPTIONS,
    }),
    new CompressionPlugin<ZlibOptions>({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: GZIP_OPTIONS }),
  ];
};

/**
 * The federation manifest plugin writes mf-manifest-stats.json beside mf-manifest.json: the build's
 * absolute paths and module details, which nothing at run time reads. A production build leaves it
 * (and its compressed variants) out, so no server can serve it.
 */
const BUILD_STATS = /^mf-manifest-stats\.json(\.br|\.gz)?$/;
export const dropBuildStats = (): webpack.WebpackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('toolverse-drop-build-stats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'toolverse-drop-build-stats', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const name of Object.keys(compilation.assets)) if (BUILD_STATS.test(name)) compilation.deleteAsset(name);
        },
      );
    });
  },
});
