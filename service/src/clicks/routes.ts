import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isbot } from 'isbot';
import { utcDay, type ClickStore } from './store.js';
import { clickKeys, limitKey } from '../http/clients.js';
import { GO_MESSAGES, GO_PATH, OUTBOUND_PAGE_KINDS } from '../contract.js';
import { MAX_TOOL_ID, TOOL_ID } from './destinations.js';
import type { WatchReport } from '../watches/store.js';

/** Longer than any link of the site (`/go/{id}?from={kind}` plus a tracking parameter or two). */
export const MAX_GO_URL = 512;
/** The operator page's path on the service. */
/** What a click is counted under when the link did not say where it was. */
export const UNKNOWN_PAGE_KIND = 'unknown';

export interface GoOptions {
  store: ClickStore;
  /** Tool id -> destination (destinations.ts). */
  destinations: ReadonlyMap<string, string>;
  /** The site's not-found page, sent with 404 for a tool the site does not have, or no longer links to. */
  notFoundHtml: string;
  /** Tools whose domain is hijacked (readHijacked): answered like a tool the site does not have. */
  hijacked?: ReadonlySet<string>;
  /** /go/ requests per client per minute (0: no limit); past it a reader's navigation is still sent on, uncounted. */
  rateLimit: number;
  /** The operator page's token; undefined: the page does not exist. */
  operatorToken: string | undefined;
  /** The record of plans the operator page's accept appends to. */
  historyFile?: string;
  /** Watches of tools, for the operator page. */
  watchReport?: () => Promise<WatchReport>;
}

/** Hooks buildApp shares: the rate limit's count and the write-health bookkeeping. */
export interface GoContext {
  /** Counts one request under `key` in the current one-minute window (shared by instances where the store can); resolves the count. */
  hit: (key: string) => Promise<number>;
  wrote: (ok: boolean) => void;
  /** The sign-up form's limit, for the operator page's token attempts. */
  operatorLimit: onRequestHookHandler[];
  /** Keys the rate limit's client address: a store shared by instances never holds the address itself. */
  keySecret: string;
  /** The clock of the clicks' days (tests pass their own). */
  now?: () => number;
}

/** Why a request is redirected without being counted; null when it is a reader's click to count. */
export type Uncounted = 'head' | 'speculative' | 'not-a-navigation' | 'cross-site' | 'crawler' | 'no-fetch-metadata' | null;

/**
 * What a request is. Only a reader's top-level navigation from a page of this site counts, and only
 * when the browser says so in Fetch Metadata: `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`
 * and a same-origin or same-site `Sec-Fetch-Site`, all three. An image, a script's fetch, another
 * site's page loading the URL, a prefetch, a known crawler or a client with no User-Agent is sent on
 * uncounted; so is a client that leaves any of the three out (a browser older than 2023, or a script
 * that forgets them), which the store tallies per day for the operator.
 */
export function classify(request: FastifyRequest): Uncounted {
  if (request.method !== 'GET') return 'head';
  if (isSpeculative(request)) return 'speculative';
  const { 'sec-fetch-mode': mode, 'sec-fetch-dest': dest, 'sec-fetch-site': site, 'user-agent': agent } = request.headers;
  if ((mode !== undefined && mode !== 'navigate') || (dest !== undefined && dest !== 'document')) return 'not-a-navigation';
  if (site !== undefined && site !== 'same-origin' && site !== 'same-site') return 'cross-site';
  // Every browser names itself; a client that does not, or names a crawler, a headless browser or an
  // HTTP library, is a program.
  if (agent === undefined || agent.trim() === '' || isbot(agent)) return 'crawler';
  if (mode === undefined || dest === undefined || site === undefined) return 'no-fetch-metadata';
  return null;
}

/** Whether a request is a person following a link (counted or not): the one kind that is never refused. */
const isReaderNavigation = (uncounted: Uncounted): boolean =>
  uncounted === null || uncounted === 'cross-site' || uncounted === 'no-fetch-metadata';

const isPageKind = (value: string): boolean => (OUTBOUND_PAGE_KINDS as readonly string[]).includes(value);

/** Compares in constant time: hashing first gives both sides one length. */
/** A browser prefetching or prerendering the link has not been followed by anyone (yet). */
function isSpeculative(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

/**
 * `/go/{toolId}?from={kind}`: a 302 to the tool's destination. A reader's click (classify) is
 * counted once per network, tool and day (store.ts) and answered once that is committed. Nothing
 * stands in a reader's way: over the rate limit, or with the store failing, the reader is sent on
 * uncounted and the log says why; only requests that are not a reader's navigation get 429 over the
 * limit. A tool the site does not have gets the site's not-found page with 404, and so does a tool
 * whose domain someone else now holds: a 404 is what nginx answers with the site's own page rather than
 * sending the reader on from its map (tooling/release/production/nginx.ts), where a 410 would. An id or a `from`
 * the site never writes gets a 400 that says what is expected.
 */
export async function registerGo(app: FastifyInstance, options: GoOptions, context: GoContext): Promise<void> {
  const { store, destinations } = options;
  const now = context.now ?? Date.now;

  /** Whether the client is over the limit; a limit that cannot be counted does not refuse anyone. */
  const overLimit = async (request: FastifyRequest): Promise<boolean> => {
    if (options.rateLimit <= 0) return false;
    try {
      return (await context.hit(limitKey(context.keySecret, 'go', request.ip))) > options.rateLimit;
    } catch (error) {
      request.log.error({ err: error }, 'the rate limit could not be counted');
      return false;
    }
  };

  /** Counts a reader's click, or tallies a navigation without Fetch Metadata; a failed write sends the reader on, uncounted. */
  const count = async (request: FastifyRequest, id: string, from: string, uncounted: Uncounted): Promise<void> => {
    const day = utcDay(new Date(now()));
    try {
      if (uncounted === null)
        await store.recordClick({ day, toolId: id, pageKind: from, keys: clickKeys(context.keySecret, request.ip, id, day) });
      else await store.recordWithoutFetchMetadata(day);
    } catch (error) {
      context.wrote(false);
      request.log.error({ err: error, tool: id }, 'the click could not be stored: the reader is sent on, uncounted');
      return;
    }
    context.wrote(true);
  };

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
    if (options.hijacked?.has(id)) request.log.info({ tool: id }, 'the tool’s domain is hijacked: not sent on');
    if (destination === undefined || options.hijacked?.has(id)) {
      return reply.code(404).type('text/html; charset=utf-8').send(options.notFoundHtml);
    }
    const uncounted = classify(request);
    if (await overLimit(request)) {
      if (!isReaderNavigation(uncounted)) return refuse(reply.header('retry-after', '60'), 429, GO_MESSAGES.rateLimited);
      request.log.info({ tool: id }, 'over the rate limit: the reader is sent on, uncounted');
    } else if (uncounted === null || uncounted === 'no-fetch-metadata') {
      await count(request, id, from ?? UNKNOWN_PAGE_KIND, uncounted);
    }
    // Search engines are asked not to index the redirect or follow it as ours.
    return reply.header('x-robots-tag', 'noindex, nofollow').redirect(destination, 302);
  };

  app.get(`${GO_PATH}*`, follow);
  app.get(GO_PATH.slice(0, -1), (_request, reply) => refuse(reply, 400, GO_MESSAGES.badId));
}
