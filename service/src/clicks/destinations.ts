import { readFileSync } from 'node:fs';

/** A tool id as the site writes them (shared-content's ToolSchema): kebab-case. */
export const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any id the site has; a longer one is refused before any lookup. */
export const MAX_TOOL_ID = 80;

function httpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The tools whose domain the site's record marks hijacked (`"hijacked": true` in the published facts,
 * tool-facts.json, which the service reads at start for the watches): /go/ sends no reader there.
 * The file is checked by readToolFacts first; this reads only the mark.
 */
export function readHijacked(factsFile: string): Set<string> {
  const published = JSON.parse(readFileSync(factsFile, 'utf8')) as Record<string, { hijacked?: unknown }>;
  return new Set(Object.entries(published).flatMap(([id, facts]) => (facts.hijacked === true ? [id] : [])));
}

/**
 * Where /go/{id} leads for each tool of the site's tools.json: its affiliate URL when it has one,
 * else its vendor URL (the rule of shared-content/src/site/outbound.ts). The service reads the site's
 * own file, so a destination is written once; it is checked here, at start, so a bad file stops
 * the service with the tool named rather than sending a reader somewhere wrong.
 */
export function readDestinations(file: string): Map<string, string> {
  let tools: unknown;
  try {
    tools = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the tools file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(tools) || tools.length === 0) throw new Error(`${file} must be the site's tools.json: a list of tools`);
  const destinations = new Map<string, string>();
  tools.forEach((tool: unknown, index) => {
    const { id, url, affiliateUrl } = (typeof tool === 'object' && tool !== null ? tool : {}) as Record<string, unknown>;
    const where = `${file}, tool ${index + 1}${typeof id === 'string' ? ` (${id})` : ''}`;
    if (typeof id !== 'string' || !TOOL_ID.test(id) || id.length > MAX_TOOL_ID) throw new Error(`${where}: id must be a kebab-case id`);
    if (destinations.has(id)) throw new Error(`${where}: the id is listed twice`);
    if (!httpsUrl(url)) throw new Error(`${where}: url must be an https URL`);
    if (affiliateUrl !== undefined && !httpsUrl(affiliateUrl)) throw new Error(`${where}: affiliateUrl must be an https URL`);
    destinations.set(id, affiliateUrl ?? url);
  });
  return destinations;
}
