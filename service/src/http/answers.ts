import type { FastifyInstance, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { GO_MESSAGES, GO_PATH, NEWSLETTER_MESSAGES, SERVICE_MESSAGES } from '../contract.js';

/** The status and the one message an error may show: never its own text, stack or internals. */
export function describeError(error: unknown): { status: number; message: string } {
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as { statusCode?: unknown; code?: unknown };
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) return { status: 500, message: NEWSLETTER_MESSAGES.failed };
  if (status === 415) return { status, message: SERVICE_MESSAGES.contentType };
  if (status === 413) return { status, message: SERVICE_MESSAGES.tooLarge };
  if (status === 429) return { status, message: SERVICE_MESSAGES.rateLimited };
  if (status === 404) return { status, message: SERVICE_MESSAGES.notFound };
  if (status === 408) return { status, message: SERVICE_MESSAGES.timeout };
  const jsonError = error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY';
  if (status === 400 && jsonError) return { status, message: SERVICE_MESSAGES.invalidJson };
  if (status === 400 && code === 'TOOLVERSE_INVALID_UTF8') return { status, message: SERVICE_MESSAGES.invalidUtf8 };
  if (status === 400) return { status, message: SERVICE_MESSAGES.badRequest };
  return { status, message: `${STATUS_CODES[status] ?? 'Request refused'}.` };
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a malformed request line, a header
 * too large, a request that took too long): answered `{message}` like every other error.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, SERVICE_MESSAGES.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, SERVICE_MESSAGES.headersTooLarge]
        : [400, SERVICE_MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A path that cannot be decoded (bad percent-encoding) is answered like any other bad request. */
export function answerFrameworkError(_error: unknown, request: { url: string }, reply: FastifyReply): void {
  const message = request.url.startsWith(GO_PATH) ? GO_MESSAGES.badId : SERVICE_MESSAGES.badRequest;
  void reply.code(400).type('application/json; charset=utf-8').send({ message });
}

/**
 * Every answer a short JSON `{ message }`, never cached or sniffed; bodies read as strict UTF-8
 * JSON only; and, once close() has begun, connections ended with the answers in flight.
 */
export function installAnswers(app: FastifyInstance): void {
  // Once close() has begun, answers to requests in flight end their connection too: a keep-alive
  // connection left open would hold the shutdown until the client dropped it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Answers of this API are per-request: never cached, never sniffed as something else.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (closing) reply.header('connection', 'close');
  });

  // The form reads `text/plain` or form posts never; refusing them also refuses cross-site "simple" requests.
  app.removeContentTypeParser(['text/plain']);
  // JSON is UTF-8 (RFC 8259): bytes that are not are refused rather than read as U+FFFD, which
  // would store and mail an address nobody typed. Valid text goes on to Fastify's own parser
  // (which refuses __proto__ and constructor keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(Object.assign(new Error(SERVICE_MESSAGES.invalidUtf8), { statusCode: 400, code: 'TOOLVERSE_INVALID_UTF8' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'sign-up failed');
    // A 4xx's own text may quote the body (JSON errors do), so only its kind is logged.
    else request.log.info({ statusCode: status, code: (error as { code?: unknown }).code }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: SERVICE_MESSAGES.notFound }));
}
