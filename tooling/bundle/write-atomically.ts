import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that a reader (a server answering meanwhile) sees the old content or the new,
 * never half of it: the text goes to a temporary file beside it, which is then renamed over it.
 */
export function writeAtomically(file: string, text: string | NodeJS.ArrayBufferView): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
