// Reading a JSON file, and the message of whatever was thrown: one of each for the tooling, the
// servers and the tests. An error names what the file is and where it is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The message of anything thrown (an Error's message, else the value as a string). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The parsed JSON of `file`; a missing or unparsable file throws an Error naming `what` and the file. */
export function readJson<T = unknown>(file: string, what = path.basename(file)): T {
  if (!existsSync(file)) throw new Error(`${what} (${file}) is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${what} (${file}) is not valid JSON: ${messageOf(error)}`);
  }
}
