import type { Tool } from '@toolverse/shared-content/schemas';

/**
 * The Arsenal: every tool an article or quiz recommends (shared-content/content/tools.json; the content build checks it
 * against the schema and the articles). It is its own chunk: a prerendered directory page keeps
 * its server HTML and downloads the data only when the reader filters.
 */
let pending: Promise<readonly Tool[]> | null = null;

export function loadTools(): Promise<readonly Tool[]> {
  pending ??= import('@toolverse/shared-content/tools').then((module) => module.default as Tool[]);
  return pending;
}
