// A few made-up vendor hosts on one local port: each route is "host/path", answered by a handler; every
// request is logged with its Host, headers and arrival time, so a test can see what the fetcher sent
// and when. A fetcher reaches it through `resolve` (host -> 127.0.0.1:port).
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface Hit {
  host: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface Stub {
  /** "127.0.0.1:port", for a fetcher's `resolve`. */
  address: string;
  hits: Hit[];
  /** The hits on one "host/path". */
  on: (route: string) => Hit[];
  /** Maps every host named to this server. */
  resolve: (...hosts: string[]) => Map<string, string>;
  close: () => Promise<void>;
}

/** A handler answering `status` with `body` and `headers`. */
export const answer =
  (status: number, body = '', headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };

/** A handler answering each request with the next of `handlers`, the last one for ever after. */
export const inTurn = (...handlers: Handler[]): Handler => {
  let turn = 0;
  return (request, response) => {
    const handler = handlers[Math.min(turn, handlers.length - 1)]!;
    turn += 1;
    handler(request, response);
  };
};

/** Starts the stub on a free port; routes not listed answer 404. */
export async function startStub(routes: Record<string, Handler>): Promise<Stub> {
  const hits: Hit[] = [];
  const server = http.createServer((request, response) => {
    const host = request.headers.host ?? '';
    const path = request.url ?? '/';
    hits.push({ host, path, headers: request.headers, at: performance.now() });
    (routes[`${host}${path}`] ?? answer(404, 'not here'))(request, response);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    address,
    hits,
    on: (route) => hits.filter((hit) => `${hit.host}${hit.path}` === route),
    resolve: (...hosts) => new Map(hosts.map((host) => [host, address])),
    close: async () => {
      // Handlers that never answer leave their sockets open: close them too.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on (one just opened and closed). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
