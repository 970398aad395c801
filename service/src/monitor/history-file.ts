import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Accepting a proposal appends one entry to the site's record of plans, the file the content build
// reads (shared-content/content/tool-history.json): append-only, as every editor's change to it is.

export const HISTORY_FILE = fileURLToPath(new URL('../../../shared-content/content/tool-history.json', import.meta.url));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Two entries record the same reading: the same snapshot (or none) and the same content, whatever day they were recorded. */
function sameEntry(a: unknown, b: Record<string, unknown>): boolean {
  if (!isRecord(a)) return false;
  const rest = ({ on: _on, ...others }: Record<string, unknown>) => JSON.stringify(others);
  return rest(a) === rest(b);
}

/**
 * Appends `entry` (its `on` first) to the tool's list, writing a new file and renaming it over the
 * old one, so a crash leaves either file whole. An entry already there (an accept repeated after a
 * crash between the write and the decision) is not added twice. Returns whether it was added.
 */
export function appendHistory(file: string, toolId: string, entry: Record<string, unknown>): boolean {
  const text = readFileSync(file, 'utf8');
  const history: unknown = JSON.parse(text);
  if (!isRecord(history)) throw new Error(`${file} is not the record of plans (an object of tool ids)`);
  const list = history[toolId];
  if (list !== undefined && !Array.isArray(list)) throw new Error(`${file}: ${toolId} is not a list of entries`);
  if (list?.some((old) => sameEntry(old, entry))) return false;
  history[toolId] = [...(list ?? []), entry];
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(next, file);
  return true;
}
