// Compiles the servers ahead of time into dist/main.js, so `npm start` runs plain JavaScript: a
// server the supervisor restarts after a crash answers again without tsx transpiling it first.
// esbuild rather than tsc's emit: the sources import each other without extensions (Bundler
// resolution) and shared-content's run-time schemas as TypeScript source, which Node cannot load;
// bundling the server's own modules with those schemas solves both. Types are checked by `tsc`
// (strict) in the same build script. npm packages stay external (installed as `dependencies`); the
// few tooling modules the servers read (the registry, the operator's variables, the deploy and
// prerender layouts: all plain TypeScript without packages) are bundled in. No source map.
import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The tooling modules find the checkout from their own folder (`import.meta.dirname` of tooling/).
 * Bundled, that would be server/dist/; so in them it becomes tooling/ as seen from server/dist/,
 * which sits at the same depth as server/src/ (the bundle's chunks all sit beside main.js).
 */
const toolingDirname = {
  name: 'tooling-dirname',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[/\\]tooling[/\\][^/\\]+\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      if (!text.includes("import path from 'node:path';")) {
        throw new Error(`${args.path} uses import.meta.dirname without importing path from node:path`);
      }
      return { contents: text.replaceAll('import.meta.dirname', "path.join(import.meta.dirname, '../../tooling')"), loader: 'ts' };
    });
  },
};

const outdir = new URL('dist', import.meta.url).pathname;
// Chunk names carry hashes: a new build replaces the folder rather than adding to it.
rmSync(outdir, { recursive: true, force: true });

await build({
  // main.js: one server (`node server/dist/main.js shell|blog|...`); start.js: all of them, supervised.
  entryPoints: [new URL('src/main.ts', import.meta.url).pathname, new URL('src/start.ts', import.meta.url).pathname],
  outdir,
  bundle: true,
  // The shell's modules (proxy, schemas) in chunks of their own, imported only by the shell's
  // server, as main.ts intends: a remote's server loads less and is back sooner after a crash.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['fastify', '@fastify/*', 'valibot', 'concurrently'],
  plugins: [toolingDirname],
  logLevel: 'warning',
});
