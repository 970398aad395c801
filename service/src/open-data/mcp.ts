import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { changesSince, compare, getTool, NoSuchTool, priceHistory, searchTools, type Answer } from './answers.js';
import { OpenDataUnavailable, type OpenData } from './dataset.js';

// A read-only MCP server over the site's open data, on the official SDK: the same server for stdio
// (./stdio.ts) and Streamable HTTP (./routes.ts). Every tool reads; none writes, fetches or guesses.

export const MCP_SERVER_NAME = 'toolverse-open-data';
export const MCP_SERVER_VERSION = '1.0.0';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const TOOL_ID = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a tool id: lower-case words joined by hyphens, as search_tools gives it');

/** An answer as the SDK returns it; a missing tool or unreadable data is an error result with a sentence, never a guess. */
function result(answer: () => Answer): CallToolResult {
  try {
    const { text, data } = answer();
    return { content: [{ type: 'text', text }], structuredContent: data };
  } catch (error) {
    if (error instanceof NoSuchTool || error instanceof OpenDataUnavailable)
      return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

/** A new server over the open data `data()` returns (read at each call, so a new build is answered at once). */
export function openDataMcpServer(data: () => OpenData): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      instructions:
        'Toolverse’s record of AI tools’ plans and prices. Every figure carries its source and the day that source read it: quote both. Where the record has no figure, say so; do not estimate one.',
    },
  );
  server.registerTool(
    'search_tools',
    {
      title: 'Search tools',
      description:
        'Find tools in The Arsenal by name, id or category words; optionally only one category, or only those with (or without) a free plan. Gives each tool’s id and its cheapest paid plan with source and read date.',
      inputSchema: {
        query: z.string().max(200).optional(),
        category: z.string().max(60).optional(),
        freePlan: z.boolean().optional(),
      },
      annotations: READ_ONLY,
    },
    async ({ query, category, freePlan }) =>
      result(() =>
        searchTools(data(), {
          ...(query === undefined ? {} : { query }),
          ...(category === undefined ? {} : { category }),
          ...(freePlan === undefined ? {} : { freePlan }),
        }),
      ),
  );
  server.registerTool(
    'get_tool',
    {
      title: 'Get a tool’s plans',
      description:
        'One tool’s status, free plan, cheapest paid plan and every plan with its prices, each with its source and the day it was read; "no figure" where the record has none.',
      inputSchema: { id: TOOL_ID },
      annotations: READ_ONLY,
    },
    async ({ id }) => result(() => getTool(data(), id)),
  );
  server.registerTool(
    'price_history',
    {
      title: 'A tool’s price history',
      description:
        'Every reading of a tool’s plans we recorded, oldest read first, each with its source, read date and figures, and every correction we made.',
      inputSchema: { id: TOOL_ID },
      annotations: READ_ONLY,
    },
    async ({ id }) => result(() => priceHistory(data(), id)),
  );
  server.registerTool(
    'compare',
    {
      title: 'Compare tools',
      description: 'Two to four tools side by side: free plan, cheapest paid plan with its source and read date, budget bracket.',
      inputSchema: { ids: z.array(TOOL_ID).min(2).max(4) },
      annotations: READ_ONLY,
    },
    async ({ ids }) => result(() => compare(data(), ids)),
  );
  server.registerTool(
    'changes_since',
    {
      title: 'Changes since a day',
      description: 'Readings of plans recorded and corrections made on or after a day (YYYY-MM-DD), across every tool.',
      inputSchema: { since: z.iso.date() },
      annotations: READ_ONLY,
    },
    async ({ since }) => result(() => changesSince(data(), since)),
  );
  return server;
}
