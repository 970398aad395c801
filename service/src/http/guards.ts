import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SERVICE_MESSAGES } from '../contract.js';
import { limitKey } from './clients.js';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** What a route of a product puts in front of its handler. */
export interface Guards {
  /** The per-client rate limit of sign-ups (and of the other forms and the operator page); empty when off. */
  limitRate: onRequestHookHandler[];
  /** A browser call from a page of another site: refused before anything is read. */
  refuseForeignOrigin: onRequestHookHandler;
  /** Anything but `application/json`: refused with 415. */
  requireJson: onRequestHookHandler;
}

/** The Content-Type's media type, lower-cased and without parameters ('' when missing). */
function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';
}

/** The guards, once @fastify/rate-limit is registered; a limit's key is a keyed hash of the client's address, never the address. */
export function requestGuards(app: FastifyInstance, origins: readonly string[], rateLimit: number, secret: string): Guards {
  const allowedOrigins = new Set(origins);
  async function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      return reply.code(403).send({ message: SERVICE_MESSAGES.origin });
    }
  }
  async function requireJson(request: FastifyRequest, reply: FastifyReply) {
    if (mediaType(request) !== 'application/json') {
      return reply.code(415).send({ message: SERVICE_MESSAGES.contentType });
    }
  }
  const limitRate =
    rateLimit > 0
      ? [
          app.rateLimit({
            max: rateLimit,
            timeWindow: RATE_LIMIT_WINDOW_MS,
            keyGenerator: (request) => limitKey(secret, 'signup', request.ip),
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(SERVICE_MESSAGES.rateLimited), { statusCode: context.statusCode }),
          }),
        ]
      : [];
  return { limitRate, refuseForeignOrigin, requireJson };
}
