// Compiles the servers ahead of time into dist/main.js, so `npm start` runs plain JavaScript: a
// server the supervisor restarts after a crash answers again without tsx transpiling it first.
// esbuild rather than tsc's emit: the sources import each other without extensions (Bundler
// resolution) and shared-content's run-time schemas as TypeScript source, which Node cannot load;
// bundling the server's own modules with those schemas solves both. Types are checked by `tsc`
// (strict) in the same build script. npm packages stay external (installed as `dependencies`),
// except zod: the schemas are written with zod/mini, whose bundled parts are a fraction of the
// package, so a restarted server loads less. The layer the servers share with the tooling
// (platform/: the registry, the operator's variables, the build's file layout, the header policy)
// is bundled in. It takes the checkout's folder from its
// callers, so nothing in it depends on where the bundle sits. No source map.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

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
  external: ['fastify', '@fastify/*', 'concurrently'],
  logLevel: 'warning',
});
