// One HTTP GET, once: no robots.txt, no queue, no retry, no redirect (polite.ts does those). The time
// limit covers the headers and the body together, so a server that trickles a page a byte a second
// cannot hold a run for longer than it allows.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Agent } from 'undici';

/** Where to connect and what to send: the address as the vendor's, the socket where `resolve` says. */
export interface AttemptRequest {
  url: URL;
  /** "127.0.0.1:port" to connect to over plain HTTP instead of the URL's host (a staging copy; tests). */
  connectTo: string | undefined;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /** Whether a 2xx body is wanted: other answers are drained and dropped. */
  readBody: (status: number) => boolean;
}

/** What came back: an answer (any status) or why none came. */
export type Attempt =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer | null }
  | { kind: 'refused-body'; status: number; headers: Record<string, string>; error: string }
  | { kind: 'network-error'; code: string; error: string }
  | { kind: 'timeout'; error: string };

const decoders: Record<string, (input: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress) as (input: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>,
  // "deflate" is meant to be zlib-wrapped, but some servers send the raw stream: a zlib header's low
  // nibble is 8 (the deflate method), which a raw stream's first byte rarely is.
  deflate: (input, options) =>
    ((input[0] ?? 0) & 0x0f) === 8 ? promisify(zlib.inflate)(input, options) : promisify(zlib.inflateRaw)(input, options),
};

/** Sends the request and reads the answer within `timeoutMs`, headers and body together. */
export async function attempt(agent: Agent, request: AttemptRequest): Promise<Attempt> {
  const { url, connectTo, timeoutMs } = request;
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  try {
    const response = await agent.request({
      origin: connectTo === undefined ? url.origin : `http://${connectTo}`,
      path: url.pathname + url.search,
      method: 'GET',
      headers: connectTo === undefined ? request.headers : { ...request.headers, host: url.host },
      signal: abort.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const headers = flatten(response.headers);
    const status = response.statusCode;
    if (!request.readBody(status)) {
      await response.body.dump();
      return { kind: 'answer', status, headers, body: null };
    }
    const length = Number(headers['content-length']);
    if (length > request.maxBytes) {
      await response.body.dump();
      return { kind: 'refused-body', status, headers, error: tooLarge(request.maxBytes) };
    }
    const raw = await readCapped(response.body, request.maxBytes);
    if (raw === null) return { kind: 'refused-body', status, headers, error: tooLarge(request.maxBytes) };
    return await decoded(status, headers, raw, request.maxBytes);
  } catch (error) {
    return failure(error, timedOut, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

const tooLarge = (maxBytes: number): string => `the body is over ${maxBytes} bytes`;

/** The body's bytes, or null as soon as they pass `maxBytes` (the rest is not read). */
async function readCapped(body: AsyncIterable<Buffer> & { destroy: () => void }, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Undoes each content-encoding, last applied first; the decoded size is held to `maxBytes` too. */
async function decoded(status: number, headers: Record<string, string>, raw: Buffer, maxBytes: number): Promise<Attempt> {
  const codings = (headers['content-encoding'] ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse();
  let body = raw;
  for (const coding of codings) {
    const decode = decoders[coding];
    if (decode === undefined) return { kind: 'refused-body', status, headers, error: `the body's content-encoding "${coding}" is unknown` };
    try {
      body = await decode(body, { maxOutputLength: maxBytes });
    } catch (error) {
      if (error instanceof RangeError) return { kind: 'refused-body', status, headers, error: tooLarge(maxBytes) };
      // A body that does not decode was cut short or mangled on the way: a network fault, worth a retry.
      const code = (error as NodeJS.ErrnoException).code ?? 'Z_DATA_ERROR';
      return { kind: 'network-error', code, error: `the ${coding} body did not decode: ${(error as Error).message}` };
    }
  }
  return { kind: 'answer', status, headers, body };
}

/** Lower-case names (undici's already are) and one string per header: repeated values joined by ", ". */
function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** undici's own codes, in the words of the socket errors they stand for. */
const UNDICI_CODES: Record<string, string> = {
  UND_ERR_SOCKET: 'ECONNRESET',
  UND_ERR_CLOSED: 'ECONNRESET',
};
const UNDICI_TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function failure(error: unknown, timedOut: boolean, timeoutMs: number): Attempt {
  const problem = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const raw = problem.code ?? problem.cause?.code ?? 'EUNKNOWN';
  if (timedOut || UNDICI_TIMEOUTS.has(raw)) return { kind: 'timeout', error: `no complete answer within ${timeoutMs} ms` };
  const code = UNDICI_CODES[raw] ?? raw;
  return { kind: 'network-error', code, error: `${code}: ${problem.message}` };
}
