import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { isAcceptableEmail, maskEmail, normaliseEmail } from '../email.js';
import type { WatchStore } from './store.js';
import { type ToolFacts } from './facts.js';
import { registerWatchLinks } from './link-routes.js';
import { WATCH_PAGES, WATCH_PATH } from './links.js';

export interface WatchRoutesOptions {
  store: WatchStore;
  /** The site's tools (tools.json): what can be watched, and their names. */
  tools: ReadonlyMap<string, ToolFacts>;
  secret: string;
  /** The service's public origin: the links in the mails. */
  publicUrl: string;
  /** The site's origin: the pages the answers land on. */
  siteUrl: string;
  confirmValidMs: number;
  /** The clock of the confirmation links' lifetime. */
  now: () => number;
  /** The sign-up form's rate limit and origin check, for the watch form too. */
  guard: onRequestHookHandler[];
  /** Wakes the delivery of queued mail (after a request). */
  wake: () => void;
}

/**
 * The watch form's call and the links of watch mails. The form (on every tool page, no script)
 * posts `email` and `tool` to `/watch` on the site's origin, which passes it here; the answer is a
 * 303 to the site's page saying a mail is on its way, the same for a new watch, a repeat and one
 * already confirmed. A bad address or tool, too many requests, or a store that fails lands on the
 * site's page saying the request could not be taken.
 */
export async function registerWatchRoutes(app: FastifyInstance, options: WatchRoutesOptions): Promise<void> {
  const { store, tools, siteUrl } = options;
  const landing = (page: keyof typeof WATCH_PAGES) => new URL(WATCH_PAGES[page], siteUrl).href;

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );

    scope.post(
      WATCH_PATH,
      {
        onRequest: options.guard,
        // A form's post gets a page, never JSON: whatever went wrong, the reader lands on the page saying so.
        errorHandler: (error, request, reply) => {
          request.log.warn({ statusCode: (error as { statusCode?: number }).statusCode ?? 500 }, 'watch request refused');
          return reply.redirect(landing('problem'), 303);
        },
      },
      async (request, reply) => {
        const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const toolId = form.get('tool') ?? '';
        const email = normaliseEmail(form.get('email') ?? '');
        if (!tools.has(toolId) || !isAcceptableEmail(email)) return reply.redirect(landing('problem'), 303);
        // One queued request, whatever the address and tool: the worker decides after the answer
        // (queue.ts), so neither the answer nor its time says whether the address watches the tool.
        // Timed by the service's clock, as the mail gate's caps are (the same as the database's in production).
        await store.request(email, toolId, new Date(options.now()));
        request.log.info({ email: maskEmail(email), tool: toolId }, 'watch request committed');
        reply.raw.once('close', () => setImmediate(options.wake));
        return reply.redirect(landing('sent'), 303);
      },
    );
  });

  await registerWatchLinks(app, options);
}
