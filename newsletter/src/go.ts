import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { daysBefore, utcDay, type ClickStore } from './clicks.js';
import { GO_MESSAGES, GO_PATH, OUTBOUND_PAGE_KINDS, SERVICE_MESSAGES } from './contract.js';
import { MAX_TOOL_ID, TOOL_ID } from './destinations.js';
import { OPERATOR_DAYS, operatorPage, tokenForm } from './operator-page.js';

/** Longer than any link of the site (`/go/{id}?from={kind}` plus a tracking parameter or two). */
export const MAX_GO_URL = 512;
/** The operator page's path on the service. */
export const OPERATOR_PATH = '/operator';
/** What a click is counted under when the link did not say where it was. */
export const UNKNOWN_PAGE_KIND = 'unknown';

export interface GoOptions {
  store: ClickStore;
  /** Tool id -> destination (destinations.ts). */
  destinations: ReadonlyMap<string, string>;
  /** The site's not-found page, sent with 404 for a tool the site does not have. */
  notFoundHtml: string;
  /** /go/ requests per client per minute (0: no limit). */
  rateLimit: number;
  /** The operator page's token; undefined: the page does not exist. */
  operatorToken: string | undefined;
}

/** Hooks buildApp shares: the rate limiter factory and the write-health bookkeeping. */
export interface GoContext {
  limit: (max: number, keyGenerator?: (request: FastifyRequest) => string, message?: string) => onRequestHookHandler[];
  wrote: (ok: boolean) => void;
  /** The sign-up form's limit, for the operator page's token attempts. */
  operatorLimit: onRequestHookHandler[];
  /** Keys the rate limit's client address: a store shared by instances never holds the address itself. */
  keySecret: string;
}

const isPageKind = (value: string): boolean => (OUTBOUND_PAGE_KINDS as readonly string[]).includes(value);

/** Compares in constant time: hashing first gives both sides one length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A browser prefetching or prerendering the link has not been followed by anyone (yet). */
function isSpeculative(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

/**
 * `/go/{toolId}?from={kind}`: a 302 to the tool's destination, counted (tool, page kind, day) and
 * answered only once the count is committed. HEAD and browser prefetches are redirected without
 * being counted. A tool the site does not have gets the site's not-found page with 404; an id or a
 * `from` the site never writes gets a 400 that says what is expected.
 */
export async function registerGo(app: FastifyInstance, options: GoOptions, context: GoContext): Promise<void> {
  const { store, destinations } = options;
  const limited = context.limit(
    options.rateLimit,
    (request) => createHmac('sha256', context.keySecret).update(`go:${request.ip}`).digest('base64url'),
    GO_MESSAGES.rateLimited,
  );

  const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

  const follow = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.length > MAX_GO_URL) return refuse(reply, 414, GO_MESSAGES.tooLong);
    const rawPath = request.url.split('?', 1)[0] as string;
    let id: string;
    try {
      id = decodeURIComponent(rawPath.slice(GO_PATH.length));
    } catch {
      return refuse(reply, 400, GO_MESSAGES.badId);
    }
    if (id.length > MAX_TOOL_ID || !TOOL_ID.test(id)) return refuse(reply, 400, GO_MESSAGES.badId);
    const from = (request.query as Record<string, unknown>).from;
    if (from !== undefined && (typeof from !== 'string' || !isPageKind(from))) return refuse(reply, 400, GO_MESSAGES.badFrom);
    const destination = destinations.get(id);
    if (destination === undefined) {
      return reply.code(404).type('text/html; charset=utf-8').send(options.notFoundHtml);
    }
    if (request.method === 'GET' && !isSpeculative(request)) {
      try {
        await store.recordClick(id, from ?? UNKNOWN_PAGE_KIND);
      } catch (error) {
        context.wrote(false);
        throw error;
      }
      context.wrote(true);
    }
    // Search engines are asked not to index the redirect or follow it as ours.
    return reply.header('x-robots-tag', 'noindex, nofollow').redirect(destination, 302);
  };

  app.get(`${GO_PATH}*`, { onRequest: limited }, follow);
  app.get(GO_PATH.slice(0, -1), { onRequest: limited }, (_request, reply) => refuse(reply, 400, GO_MESSAGES.badId));

  const token = options.operatorToken;
  if (token === undefined) return;

  // The operator's view of the counts. The token comes in an Authorization: Bearer header (a script)
  // or a form post (a browser): never in the URL, so it is in no log or history. Without a valid
  // token the page shows only the form.
  const report = async (reply: FastifyReply) => {
    const now = new Date();
    const counts = await store.clickCounts(daysBefore(OPERATOR_DAYS - 1, now));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .send(operatorPage(counts, utcDay(now)));
  };
  const form = (reply: FastifyReply, status: number, wrong: boolean) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .send(tokenForm(wrong));
  const { operatorLimit } = context;

  app.get(OPERATOR_PATH, { onRequest: operatorLimit }, async (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined) return form(reply, 200, false);
    const given = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (given === undefined || !sameToken(given, token)) return form(reply.header('www-authenticate', 'Bearer'), 401, true);
    return report(reply);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    scope.post(OPERATOR_PATH, { onRequest: operatorLimit }, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams)) return refuse(reply, 415, SERVICE_MESSAGES.contentType);
      const given = request.body.get('token') ?? '';
      if (!sameToken(given, token)) return form(reply, 401, true);
      return report(reply);
    });
  });
}
