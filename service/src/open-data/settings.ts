import { ConfigError, userPath } from '../config.js';
import { OPEN_DATA_FILE } from './dataset.js';

// The MCP server's settings, from the environment, each checked: a bad value stops the service with
// the variable named.

/** MCP requests per client a minute: an assistant's few calls per question, not a crawl. */
export const DEFAULT_MCP_RATE_LIMIT = 60;

export interface McpSettings {
  /** The open data it answers from (OPEN_DATA_FILE; the built site's data/tools.json). */
  file: string;
  /** Requests per client a minute (MCP_RATE_LIMIT, 60); 0 turns the limit off. */
  rateLimit: number;
}

export function mcpSettings(env: Readonly<Record<string, string | undefined>> = process.env): McpSettings {
  const file = env.OPEN_DATA_FILE?.trim();
  const limit = env.MCP_RATE_LIMIT?.trim();
  if (limit && (!/^\d+$/.test(limit) || Number(limit) > 1_000_000))
    throw new ConfigError('MCP_RATE_LIMIT', `must be a whole number from 0 to 1000000 (got "${limit}")`);
  return { file: file ? userPath(file, env) : OPEN_DATA_FILE, rateLimit: limit ? Number(limit) : DEFAULT_MCP_RATE_LIMIT };
}
