import type { FastifyInstance, FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { limitKey } from '../http/clients.js';
import { RATE_LIMIT_WINDOW_MS } from '../http/guards.js';
import type { OpenData } from './dataset.js';
import { openDataMcpServer } from './mcp.js';

/** Where the MCP server answers over Streamable HTTP. */
export const MCP_PATH = '/mcp';

/** The largest request the MCP endpoint reads: a call is a few hundred bytes. */
const MCP_BODY_LIMIT = 16 * 1024;

export interface McpOptions {
  data: () => OpenData;
  /** Requests per client per minute; 0 turns the limit off. */
  rateLimit: number;
}

const jsonRpcError = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .type('application/json')
    .send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

/**
 * The MCP server over Streamable HTTP, stateless: each POST gets a server and a transport of its own
 * (the SDK's way for a server with no sessions), answered as JSON. It reads only; GET (a stream of
 * server messages) and DELETE (ending a session) have nothing to serve here and get 405. Each client
 * is held to the service's per-minute limit, keyed like the others on a keyed hash of its address.
 */
export async function registerMcp(app: FastifyInstance, { data, rateLimit }: McpOptions, secret: string): Promise<void> {
  const limit =
    rateLimit > 0
      ? [
          app.rateLimit({
            max: rateLimit,
            timeWindow: RATE_LIMIT_WINDOW_MS,
            keyGenerator: (request) => limitKey(secret, 'mcp', request.ip),
          }),
        ]
      : [];
  app.post(MCP_PATH, { onRequest: limit, bodyLimit: MCP_BODY_LIMIT }, async (request, reply) => {
    const server = openDataMcpServer(data);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'the MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      }
    }
  });
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    onRequest: limit,
    handler: (_request, reply) =>
      jsonRpcError(reply.header('allow', 'POST'), 405, 'Method not allowed: this MCP server keeps no sessions and answers POST only.'),
  });
}
