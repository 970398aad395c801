import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { daysBefore, utcDay, type ClickStore } from '../clicks/store.js';
import { SERVICE_MESSAGES } from '../contract.js';
import type { WatchReport } from '../watches/store.js';
import { monitorDecision, monitorView, snapshotAnswer, type MonitorOptions } from '../monitor/routes.js';
import { OPERATOR_DAYS, operatorPage, tokenForm } from './page.js';

export const OPERATOR_PATH = '/operator';

export interface OperatorOptions {
  /** The page's token. */
  token: string;
  store: ClickStore;
  /** Watches of tools, when the service has them. */
  watchReport?: () => Promise<WatchReport>;
  /** The sign-up form's limit, for the page's token attempts. */
  operatorLimit: onRequestHookHandler[];
  /** The price monitor's proposals and failures, and the record its accept appends to. */
  monitor?: MonitorOptions;
}

function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

/**
 * The operator's page: clicks of the last 30 days, and the watches. The token comes in an
 * Authorization: Bearer header (a script) or a form post (a browser): never in the URL, so it is in
 * no log or history. Without a valid token the page shows only the form.
 */
export async function registerOperator(app: FastifyInstance, options: OperatorOptions): Promise<void> {
  const { token, store, watchReport, operatorLimit, monitor } = options;
  const report = async (reply: FastifyReply, notice?: string) => {
    const now = new Date();
    const counts = await store.clickCounts(daysBefore(OPERATOR_DAYS - 1, now));
    const watches = watchReport ? await watchReport() : null;
    const more = monitor ? await monitorView(monitor, token, now, notice) : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .header('cross-origin-opener-policy', 'same-origin')
      .header('cache-control', 'no-store')
      .send(operatorPage(counts, utcDay(now), watches, more));
  };
  const form = (reply: FastifyReply, status: number, wrong: boolean) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .header('cross-origin-opener-policy', 'same-origin')
      .send(tokenForm(wrong));

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
    if (!monitor) return;
    for (const action of ['accept', 'reject'] as const)
      scope.post(`${OPERATOR_PATH}/monitor/${action}`, { onRequest: operatorLimit }, async (request, reply) => {
        if (!(request.body instanceof URLSearchParams)) return refuse(reply, 415, SERVICE_MESSAGES.contentType);
        if (!sameToken(request.body.get('token') ?? '', token)) return form(reply, 401, true);
        const outcome = await monitorDecision(monitor, action, request.body, new Date());
        return report(reply.code(outcome.status), outcome.notice);
      });
    scope.post(`${OPERATOR_PATH}/monitor/snapshot`, { onRequest: operatorLimit }, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams)) return refuse(reply, 415, SERVICE_MESSAGES.contentType);
      if (!sameToken(request.body.get('token') ?? '', token)) return form(reply, 401, true);
      const answer = await snapshotAnswer(monitor, request.body.get('fetch') ?? '');
      return reply
        .code(answer.status)
        .type('text/plain; charset=utf-8')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(answer.body);
    });
  });
}
