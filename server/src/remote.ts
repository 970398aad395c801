// A remote's server: its browser build (mf-manifest.json, remoteEntry.js, hashed chunks) and its
// published releases under /releases/<id>/, loadable from the shell's origin or any other (CORS).
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Writable } from 'node:stream';
import { RELEASE_ID } from '../../platform/layout.ts';
import { ALLOWED_METHODS, createApp, plainAnswer, sendFile, type Timeouts } from './app';
import { cacheControlFor, contentSecurityPolicy, isSourceMap, pageHeaders, remoteFileHeaders } from '../../platform/headers.ts';
import { requestTarget } from './request-target';
import type { TrustProxy } from '../../platform/environment.ts';

export interface RemoteOptions {
  dist: string;
  /** <DEPLOY_DIR>/<remote>/releases: each release's browser build is <id>/dist. */
  releasesDir: string;
  trustProxy: TrustProxy;
  serveSourceMaps: boolean;
  logStream?: Writable;
  timeouts?: Timeouts;
}

export async function buildRemote(options: RemoteOptions): Promise<FastifyInstance> {
  const app = await createApp({
    trustProxy: options.trustProxy,
    logStream: options.logStream,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    extraMethods: ['OPTIONS'],
    headersFor: (request, reply) =>
      // The remote's own standalone page (index.html) is a page like the shell's.
      String(reply.getHeader('content-type') ?? '').startsWith('text/html')
        ? {
            ...remoteFileHeaders(),
            ...pageHeaders({ csp: contentSecurityPolicy({ assetOrigins: [] }), https: request.protocol === 'https' }),
          }
        : remoteFileHeaders(),
  });

  const hidden = (pathname: string) => isSourceMap(pathname) && !options.serveSourceMaps;
  await app.register(fastifyStatic, {
    root: options.dist,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    allowedPath: (pathname) => !hidden(pathname),
  });

  app.setNotFoundHandler((_request, reply) => plainAnswer(reply, 404));

  // A page on another origin asks before loading a remote's file with CORS.
  app.options('/*', (_request, reply) =>
    reply.code(204).header('access-control-allow-methods', ALLOWED_METHODS).header('access-control-max-age', '86400').send(),
  );

  // /releases/<id>/<file> is the browser build of that release, <id>/dist/<file> on disk, and
  // nothing else: not its Node build, not another folder.
  app.get('/releases/*', (request, reply) => {
    const target = requestTarget(request.url);
    const [, id = '', file = ''] = /^\/releases\/([^/]+)\/(.+)$/.exec(target?.decodedPath ?? '') ?? [];
    if (!RELEASE_ID.test(id) || file.split(/[\\/]/).includes('..') || hidden(file)) return plainAnswer(reply, 404);
    return sendFile(reply, `${id}/dist/${file}`, options.releasesDir);
  });

  return app;
}
