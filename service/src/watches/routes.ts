import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isAcceptableEmail, maskEmail, normaliseEmail } from '../email.js';
import { document, escapeHtml } from '../operator/page.js';
import type { WatchStore } from './store.js';
import { type ToolFacts } from './facts.js';
import {
  WATCH_CONFIRM_PATH,
  WATCH_MANAGE_PATH,
  WATCH_PAGES,
  WATCH_PATH,
  WATCH_UNSUBSCRIBE_PATH,
  readManageToken,
  readWatchConfirmToken,
} from './links.js';

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

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** The page a watcher's signed link opens: the tools they watch, each with a button to stop. */
async function managePage(options: WatchRoutesOptions, reply: FastifyReply, watcherId: string, token: string, status = 200) {
  const { store, tools, siteUrl } = options;
  const watches = (await store.list(watcherId)) ?? [];
  const action = `${WATCH_MANAGE_PATH}?token=${encodeURIComponent(token)}`;
  const rows = watches
    .map(({ toolId, status: state }) => {
      const name = tools.get(toolId)?.name ?? toolId;
      const page = new URL(`/tools/${toolId}`, siteUrl).href;
      return `<li><a href="${escapeHtml(page)}">${escapeHtml(name)}</a>${state === 'pending' ? ' (waiting for you to confirm: see the mail we sent)' : ''}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="tool" value="${escapeHtml(toolId)}"><button type="submit">Stop watching ${escapeHtml(name)}</button></form></li>`;
    })
    .join('\n');
  const body =
    watches.length === 0
      ? `<h1>You watch no tools</h1><p>We send no watch mails to this address. To watch a tool again, use the form on its page in <a href="${escapeHtml(new URL('/tools', siteUrl).href)}">The Arsenal</a>.</p>`
      : `<h1>The tools you watch</h1><p>We send one mail when the price, the free plan or the owner of one of these tools changes in our directory.</p>
<ul>${rows}</ul>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="tool" value="*"><button type="submit">Stop watching all of them</button></form>`;
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('referrer-policy', 'no-referrer')
      // A page reached by a signed link: no window of another site keeps a handle on it.
      .header('cross-origin-opener-policy', 'same-origin')
      .send(document('Your watches | Toolverse', body))
  );
}

/** RFC 8058 one-click (List-Unsubscribe-Post): any body, the token is what counts; stops every watch. */
async function registerWatchUnsubscribe(app: FastifyInstance, options: WatchRoutesOptions, invalidLink: (reply: FastifyReply) => unknown) {
  const { store, secret } = options;
  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown>).token;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    scope.get(WATCH_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      const watcherId = readManageToken(secret, token);
      if (watcherId === null) return invalidLink(reply);
      await store.drop(watcherId, null);
      request.log.info('every watch dropped by link');
      return reply.redirect(`${WATCH_MANAGE_PATH}?token=${encodeURIComponent(token as string)}`, 303);
    });
    scope.post(WATCH_UNSUBSCRIBE_PATH, async (request, reply) => {
      const watcherId = readManageToken(secret, tokenOf(request));
      if (watcherId === null) return reply.code(400).send({ message: 'This link is not valid.' });
      await store.drop(watcherId, null);
      request.log.info('every watch dropped by one-click');
      return reply.code(200).send({ message: 'You watch no tools now.' });
    });
  });
}

/**
 * The watch form's call and the links of watch mails. The form (on every tool page, no script)
 * posts `email` and `tool` to `/watch` on the site's origin, which passes it here; the answer is a
 * 303 to the site's page saying a mail is on its way, the same for a new watch, a repeat and one
 * already confirmed. A bad address or tool, too many requests, or a store that fails lands on the
 * site's page saying the request could not be taken.
 */
export async function registerWatchRoutes(app: FastifyInstance, options: WatchRoutesOptions): Promise<void> {
  const { store, tools, secret, siteUrl, confirmValidMs, now } = options;
  const landing = (page: keyof typeof WATCH_PAGES) => new URL(WATCH_PAGES[page], siteUrl).href;

  const invalidLink = (reply: FastifyReply) => reply.redirect(landing('invalid'), 303);
  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown>).token;

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
        await store.request(email, toolId);
        request.log.info({ email: maskEmail(email), tool: toolId }, 'watch request committed');
        reply.raw.once('close', () => setImmediate(options.wake));
        return reply.redirect(landing('sent'), 303);
      },
    );

    scope.post(WATCH_MANAGE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      const watcherId = readManageToken(secret, token);
      if (watcherId === null) return invalidLink(reply);
      const tool = request.body instanceof URLSearchParams ? (request.body.get('tool') ?? '') : '';
      if (tool !== '*' && !tools.has(tool)) return managePage(options, reply, watcherId, token as string, 400);
      const dropped = await store.drop(watcherId, tool === '*' ? null : tool);
      request.log.info({ dropped, all: tool === '*' }, 'watches dropped from the manage page');
      return reply.redirect(`${WATCH_MANAGE_PATH}?token=${encodeURIComponent(token as string)}`, 303);
    });
  });

  app.get(WATCH_CONFIRM_PATH, async (request, reply) => {
    const token = readWatchConfirmToken(secret, (request.query as Record<string, unknown>).token, confirmValidMs, now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const outcome = await store.confirm(token.watcherId, token.toolId, token.requestedAt);
    request.log.info({ outcome, tool: token.toolId }, 'watch confirmation link opened');
    return reply.redirect(landing(outcome), 303);
  });

  app.get(WATCH_MANAGE_PATH, async (request, reply) => {
    const token = tokenOf(request);
    const watcherId = readManageToken(secret, token);
    if (watcherId === null) return invalidLink(reply);
    return managePage(options, reply, watcherId, token as string);
  });

  await registerWatchUnsubscribe(app, options, invalidLink);
}
