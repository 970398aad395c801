// How the prerender stops: one error type whose message names the file, page or field at fault.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, which the messages name files relative to. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export class PrerenderError extends Error {}

export function fail(message: string): never {
  throw new PrerenderError(message);
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function readJson<T>(file: string, what: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    fail(`${what} could not be read (${path.relative(ROOT, file)}): ${messageOf(error)}`);
  }
}
