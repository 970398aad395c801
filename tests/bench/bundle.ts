// The bench's own scripts for the browser (the reference page's island, the probe's recorder),
// bundled at bench time with esbuild. Bundled, not handed over as functions: tsx keeps function
// names with a helper (`__name`) that a function serialized into a page would call and not find.
import { build } from 'esbuild';

/** `entry` and what it imports as one script; React's production build where it is imported. */
export async function bundleForBrowser(entry: string, format: 'esm' | 'iife'): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format,
    minify: true,
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.contents;
}
