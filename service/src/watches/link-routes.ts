import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_MESSAGES } from '../contract.js';
import { linkAction, pressedOnPage, readLinkBodies, sendButtonPage, sendLinkPage } from '../http/link-page.js';
import { escapeHtml } from '../operator/page.js';
import {
  WATCH_CONFIRM_PATH,
  WATCH_MANAGE_PATH,
  WATCH_PAGES,
  WATCH_UNSUBSCRIBE_PATH,
  manageToken,
  readManageToken,
  readWatchConfirmToken,
  type ManageKey,
} from './links.js';
import type { WatchRoutesOptions } from './routes.js';

type Options = Omit<WatchRoutesOptions, 'guard' | 'wake' | 'publicUrl'>;

type Watches = NonNullable<Awaited<ReturnType<Options['store']['list']>>>;

/** The page a watcher's signed link opens: the tools they watch, each with a button to stop. */
function managePage(options: Options, reply: FastifyReply, watches: Watches, token: string, status = 200) {
  const { tools, siteUrl } = options;
  const action = linkAction(WATCH_MANAGE_PATH, token);
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
      : `<h1>The tools you watch</h1><p>We send one mail when the price, the free plan, the owner or the status of one of these tools changes in our directory.</p>
<ul>${rows}</ul>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="tool" value="*"><button type="submit">Stop watching all of them</button></form>`;
  return sendLinkPage(reply, siteUrl, 'Your watches | Toolverse', body, status);
}

const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown>).token;

/**
 * The manage page after a drop. Stopping all bumps the watcher's token version, so the link that did
 * it no longer works: the page is reached with a new one of the new version, expiring when the old
 * one would have.
 */
function backToManage(options: Options, reply: FastifyReply, key: ManageKey, version: number, issuedAt: Date) {
  const token = manageToken(options.secret, key.watcherId, version, issuedAt);
  return reply.redirect(linkAction(WATCH_MANAGE_PATH, token), 303);
}

/** The manage page and its forms: one watch stopped, or all of them. */
function registerManage(scope: FastifyInstance, options: Options, landing: (page: keyof typeof WATCH_PAGES) => string) {
  const { store, tools, secret, now } = options;
  scope.get(WATCH_MANAGE_PATH, async (request, reply) => {
    const token = readManageToken(secret, tokenOf(request), now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const watches = await store.list(token);
    if (watches === null) return reply.redirect(landing('invalid'), 303);
    return managePage(options, reply, watches, tokenOf(request) as string);
  });

  scope.post(WATCH_MANAGE_PATH, async (request, reply) => {
    const token = readManageToken(secret, tokenOf(request), now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const tool = request.body instanceof URLSearchParams ? (request.body.get('tool') ?? '') : '';
    if (tool !== '*' && !tools.has(tool))
      return managePage(options, reply, (await store.list(token)) ?? [], tokenOf(request) as string, 400);
    const done = await store.drop(token, tool === '*' ? null : tool);
    if (done === null) return reply.redirect(landing('invalid'), 303);
    request.log.info({ dropped: done.dropped, all: tool === '*' }, 'watches dropped from the manage page');
    return backToManage(options, reply, token, done.version, token.issuedAt);
  });
}

/**
 * Stop every watch mail: the link in a mail's body and its List-Unsubscribe header. Its GET answers
 * the page with the button; the button's POST stops all and lands on the manage page; a mail
 * client's RFC 8058 one-click POST (any body) stops all and is answered 200, never redirected.
 */
function registerUnsubscribe(scope: FastifyInstance, options: Options, landing: (page: keyof typeof WATCH_PAGES) => string) {
  const { store, secret, siteUrl, now } = options;
  scope.get(WATCH_UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = readManageToken(secret, tokenOf(request), now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    if ((await store.list(token)) === null) return reply.redirect(landing('invalid'), 303);
    const raw = tokenOf(request) as string;
    const manage = escapeHtml(linkAction(WATCH_MANAGE_PATH, raw));
    return sendButtonPage(reply, siteUrl, {
      title: 'Stop every watch mail',
      heading: 'Stop every watch mail',
      explanation: 'Press the button to stop watching every tool: we then send no more watch mails to this address.',
      path: WATCH_UNSUBSCRIBE_PATH,
      token: raw,
      button: 'Stop every watch mail',
      after: `<p>To stop only some, see <a href="${manage}">the tools you watch</a>.</p>\n`,
    });
  });

  scope.post(WATCH_UNSUBSCRIBE_PATH, async (request, reply) => {
    const page = pressedOnPage(request.body);
    const token = readManageToken(secret, tokenOf(request), now());
    const done = token.kind === 'valid' ? await store.drop(token, null) : null;
    if (token.kind !== 'valid' || done === null) {
      const kind = token.kind === 'expired' ? 'expired' : 'invalid';
      if (page) return reply.redirect(landing(kind), 303);
      return reply.code(400).send({ message: kind === 'expired' ? SERVICE_MESSAGES.expiredLink : SERVICE_MESSAGES.badLink });
    }
    request.log.info({ dropped: done.dropped }, page ? 'every watch dropped from the link page' : 'every watch dropped by one-click');
    if (page) return backToManage(options, reply, token, done.version, token.issuedAt);
    return reply.code(200).send({ message: 'You watch no tools now.' });
  });
}

/** A watch's confirmation link: the GET answers the page with the button, the button's POST confirms. */
function registerConfirm(scope: FastifyInstance, options: Options, landing: (page: keyof typeof WATCH_PAGES) => string) {
  const { store, tools, secret, siteUrl, confirmValidMs, now } = options;
  const confirmOf = (request: FastifyRequest) => readWatchConfirmToken(secret, tokenOf(request), confirmValidMs, now());
  scope.get(WATCH_CONFIRM_PATH, async (request, reply) => {
    const token = confirmOf(request);
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const name = tools.get(token.toolId)?.name ?? token.toolId;
    return sendButtonPage(reply, siteUrl, {
      title: `Watch ${name}`,
      heading: `Watch ${name}`,
      explanation: `Press the button to confirm: we then send one mail to this address when ${name}'s price, free plan, owner or status changes in our directory.`,
      path: WATCH_CONFIRM_PATH,
      token: tokenOf(request) as string,
      button: `Confirm: watch ${name}`,
    });
  });

  scope.post(WATCH_CONFIRM_PATH, async (request, reply) => {
    const token = confirmOf(request);
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const outcome = await store.confirm(token.watcherId, token.toolId, token.requestedAt);
    request.log.info({ outcome, tool: token.toolId }, 'watch confirmed by the link page');
    return reply.redirect(landing(outcome), 303);
  });
}

/** The links of watch mails: confirm, manage, stop all. A GET never changes anything (link-page.ts). */
export async function registerWatchLinks(app: FastifyInstance, options: Options): Promise<void> {
  const landing = (page: keyof typeof WATCH_PAGES) => new URL(WATCH_PAGES[page], options.siteUrl).href;
  await app.register(async (scope) => {
    readLinkBodies(scope);
    registerConfirm(scope, options, landing);
    registerManage(scope, options, landing);
    registerUnsubscribe(scope, options, landing);
  });
}
