import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { OPEN_DATA_FILE, openDataFile } from './dataset.js';
import { openDataMcpServer } from './mcp.js';

// The MCP server over stdio, for an assistant on the same machine:
//   node service/dist/open-data/stdio.js        (OPEN_DATA_FILE: the built site's data/tools.json)
// stdout carries the protocol alone; anything said to a person goes to stderr.

const file = process.env.OPEN_DATA_FILE?.trim() || OPEN_DATA_FILE;
await openDataMcpServer(openDataFile(file)).connect(new StdioServerTransport());
console.error(`toolverse-open-data: MCP over stdio, reading ${file}`);
