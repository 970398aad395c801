// How the prerender stops: one error type whose message names the file, page or field at fault.
import path from 'node:path';

/** The repository's root, which the messages name files relative to. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export class PrerenderError extends Error {}

export function fail(message: string): never {
  throw new PrerenderError(message);
}
