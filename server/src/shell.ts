// The shell's server: the prerendered pages by URL, the alias and trailing-slash redirects, the
// not-found page with 404, the run-time configuration, the feeds, the shell's assets, and every
// remote under /_remotes/<remote>/ of the same origin, passed on to that remote's own server.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import { REMOTE_NAMES, REMOTES_PATH, type AppName } from '../../platform/apps.ts';
import { createApp, plainAnswer, sendFile, withoutHopByHop, type Timeouts } from './app';
import { cacheControlFor, contentSecurityPolicy, isSourceMap, openFileHeaders, pageHeaders } from '../../platform/headers.ts';
import { STYLES_DIR, fileForUrl } from '../../platform/layout.ts';
import { comparesNoTool } from './compare-request';
import type { PrerenderedSite } from './prerendered-site';
import { requestTarget } from './request-target';
import { connectOrigins, type RuntimeConfig } from './served-config';
import type { Writable } from 'node:stream';
import type { TrustProxy } from '../../platform/environment.ts';
import { WATCH_FORM_PATH } from '@toolverse/shared-content/site/newsletter';
import { paths } from '@toolverse/shared-content/site/paths';

/** Where the social previews live on the site, and what a preview's path may be (shared-content's socialImagePath). */
export const SOCIAL_PATH = '/social/';
const SOCIAL_IMAGE = /^\/social\/[a-z0-9][a-z0-9/-]*\.png$/;

/** A stylesheet the prerender merged for its pages: a plain file name in its folder. */
const STYLES_FILE = new RegExp(`^/${STYLES_DIR}/[\\w.-]+\\.css$`);

export interface ShellOptions {
  dist: string;
  site: PrerenderedSite;
  config: () => RuntimeConfig;
  assetOrigins: readonly string[];
  /** Where each remote's own server listens: /_remotes/<remote>/ is passed on to it. */
  remotePorts: Record<Exclude<AppName, 'shell'>, number>;
  trustProxy: TrustProxy;
  serveSourceMaps: boolean;
  /** The service's origin: /go/{toolId} is passed on to it (GO_SERVICE_URL). */
  goService?: string;
  logStream?: Writable;
  timeouts?: Timeouts;
}

export async function buildShell(options: ShellOptions): Promise<FastifyInstance> {
  const { site, config } = options;
  const app = await createApp({
    trustProxy: options.trustProxy,
    ...(options.goService ? { postPaths: [WATCH_FORM_PATH] } : {}),
    logStream: options.logStream,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    headersFor: (request) => {
      const sources = { assetOrigins: options.assetOrigins, inlineScripts: site.inlineScripts() };
      let csp = contentSecurityPolicy(sources);
      try {
        csp = contentSecurityPolicy({ ...sources, connectOrigins: connectOrigins(config().siteConfig) });
      } catch {
        // The error answer for this request reports it; its headers keep the stricter policy.
      }
      return pageHeaders({ csp, https: request.protocol === 'https' });
    },
  });

  await app.register(fastifyStatic, {
    root: options.dist,
    serve: false,
    preCompressed: true,
    // Set per path below: hashed files for a year, everything else revalidated.
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  /**
   * A prerendered file, revalidated on every use: its precompressed variants, and for a page that
   * exists its ETag and 304, from @fastify/static. It goes out after the handler has returned, and
   * the handler returns nothing (see `sendFile`).
   */
  const sendPrerendered = (reply: FastifyReply, file: string, status = 200): void =>
    sendFile(reply.code(status).header('cache-control', 'no-cache'), file, site.dir, {
      cacheControl: false,
      etag: status === 200,
      lastModified: status === 200,
    });

  const notFound = (_request: FastifyRequest, reply: FastifyReply): void => sendPrerendered(reply, site.notFound(), 404);
  app.setNotFoundHandler(notFound);

  for (const [url, key] of [
    ['/remotes.json', 'remotes'],
    ['/site-config.json', 'siteConfig'],
  ] as const) {
    app.get(url, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(config()[key])),
    );
  }

  for (const remote of REMOTE_NAMES) {
    await app.register(proxy, {
      upstream: `http://localhost:${options.remotePorts[remote]}`,
      prefix: `${REMOTES_PATH}${remote}`,
      rewritePrefix: '',
      httpMethods: ['GET', 'HEAD'],
      // reply-from logs every request passed on at info; failures (a remote down) stay visible.
      logLevel: 'warn',
      // A remote that does not answer is the gateway's problem to name, as nginx would: 504 when it
      // was too slow, 502 otherwise; the page's region then shows its fallback.
      replyOptions: {
        // The remote's Connection and Keep-Alive describe its connection to this server, not the
        // reader's: a client that asked to close must not be told keep-alive.
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          // Typed for HTTP/2 servers too; this one is HTTP/1.1.
          void plainAnswer(reply as FastifyReply, status, `the ${remote} remote is not answering`);
        },
      },
    });
  }

  // The outbound redirects: the service counts each and answers the 302 (or the not-found
  // page for a tool the site does not have). It counts each client once, so it is told who that is.
  // Whatever else it answers for a tool of the site (a 429, a 500) or while it is not answering at
  // all, the reader is still sent on (routes.json's destination), uncounted, as the nginx
  // configuration does: a tool link never fails because the counting did.
  if (options.goService) {
    const toolOf = (answer: FastifyReply) => /^\/go\/([^/?#]+)/.exec(answer.request.url)?.[1] ?? '';
    const sendOn = (answer: FastifyReply, destination: string, why: string) => {
      answer.log.warn({ tool: toolOf(answer) }, `${why}: the reader is sent on, the click is not counted`);
      void answer.header('cache-control', 'no-store').redirect(destination, 302);
    };
    await app.register(proxy, {
      upstream: options.goService,
      prefix: '/go',
      rewritePrefix: '/go',
      httpMethods: ['GET', 'HEAD'],
      logLevel: 'warn',
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onResponse: (_request, reply, upstream) => {
          const answer = reply as FastifyReply;
          const { statusCode } = upstream;
          const destination = site.goDestination(toolOf(answer));
          // The service's redirect, its not-found page and its 400 for a link the site never writes
          // go to the reader; anything else it answers for a tool of the site (a 429, a 500) does not.
          const passed = (statusCode >= 300 && statusCode < 400) || statusCode === 400 || statusCode === 404;
          if (passed || !destination) return void answer.send(upstream.stream);
          upstream.stream.resume();
          for (const name of Object.keys(answer.getHeaders())) answer.removeHeader(name);
          sendOn(answer, destination, `the service answered ${statusCode}`);
        },
        onError: (reply) => {
          const answer = reply as FastifyReply;
          const destination = site.goDestination(toolOf(answer));
          if (destination) sendOn(answer, destination, 'the service is not answering');
          else notFound(answer.request, answer);
        },
      },
    });
  }

  // The watch form of the tool pages posts here (form-action 'self'); the service answers
  // with a redirect to the page saying what happened. It rate-limits by client, so it is told who.
  if (options.goService) {
    await app.register(proxy, {
      upstream: options.goService,
      prefix: WATCH_FORM_PATH,
      rewritePrefix: WATCH_FORM_PATH,
      httpMethods: ['POST'],
      logLevel: 'warn',
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        // No service, no watch: the reader lands on the page that says the request was not taken.
        onError: (reply) => void (reply as FastifyReply).redirect(paths.watch.problem, 303),
      },
    });
  }

  // Each page's social preview (og:image), drawn by the prerender into the pages' folder. The names
  // follow the pages' paths, not their content, so they are revalidated on every use (ETag, 304;
  // cacheControlFor says no-cache) and sent as they are: the prerender writes no .br/.gz of a PNG.
  app.get(`${SOCIAL_PATH}*`, (request, reply) => {
    const target = requestTarget(request.url);
    if (!target || !SOCIAL_IMAGE.test(target.decodedPath)) return notFound(request, reply);
    return sendFile(reply, target.decodedPath.slice(1), site.dir);
  });

  // A file the prerender wrote besides the pages (a feed, the sitemap, the open data) goes out with the
  // type routes.json gives it, not the one its extension would get as it is sent, and readable from
  // any origin: it is public data.
  const fileType = (request: FastifyRequest) => {
    const target = requestTarget(request.url);
    return target ? site.fileType(target.pathname) : undefined;
  };
  const ownType = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = reply.statusCode < 400 ? fileType(request) : undefined;
    if (type) reply.header('content-type', type).headers(openFileHeaders());
    return payload;
  };

  app.get('/*', { onSend: ownType }, (request, reply) => {
    const target = requestTarget(request.url);
    if (!target) return plainAnswer(reply, 400, 'the URL is not valid');
    const { pathname, decodedPath, search } = target;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Always a path on this site: one leading slash, whatever the request held.
      return reply.redirect(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 308);
    }
    if (site.fileType(pathname)) return sendPrerendered(reply, pathname.slice(1));
    const alias = site.redirect(pathname);
    if (alias) return reply.header('cache-control', 'no-cache').redirect(alias, 301);
    if (comparesNoTool(pathname, search, (url) => site.page(url) === fileForUrl(url))) return notFound(request, reply);
    const page = site.page(`${pathname}${search}`);
    if (page) return sendPrerendered(reply, page);
    // shell/dist/index.html is only the prerender's template; the pages answer for HTML.
    if (decodedPath === '/index.html' || (isSourceMap(decodedPath) && !options.serveSourceMaps)) return notFound(request, reply);
    // The stylesheets the prerender merged for its pages live beside them, content-hashed like the build's.
    if (STYLES_FILE.test(decodedPath)) return sendFile(reply, decodedPath.slice(1), site.dir);
    return sendFile(reply, decodedPath);
  });

  return app;
}
