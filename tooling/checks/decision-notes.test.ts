// A decision note is not edited once it has landed (docs/decisions/README.md): each is held to the
// bytes it landed with, and each is listed in the index. A later decision writes a note of its own.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const LANDED = 'decision-notes.sha256';

const notes = () => readdirSync(DIR).filter((name) => /^\d{4}-\d{2}-\d{2}-[\w-]+\.md$/.test(name));
const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(DIR, name)))
    .digest('hex');

/** `sha256sum` lines: `<hex>  <file>`. */
function landed(): Map<string, string> {
  const lines = readFileSync(path.join(DIR, LANDED), 'utf8').split('\n').filter(Boolean);
  return new Map(
    lines.map((line) => {
      const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
      assert.ok(match, `${LANDED}: "${line}" is not a sha256sum line`);
      return [match[2]!, match[1]!];
    }),
  );
}

describe('decision notes', () => {
  it('each note is the note that landed, byte for byte', () => {
    const hashes = landed();
    const edited = notes().filter((name) => hashes.has(name) && hashes.get(name) !== sha256(name));
    assert.deepEqual(edited, [], 'a landed note was edited: put the change in a new note and its status in the index');
  });

  it('each note is listed as landed, and each listed note exists', () => {
    const hashes = landed();
    assert.deepEqual(
      notes().filter((name) => !hashes.has(name)),
      [],
      `a new note adds its line to docs/decisions/${LANDED} (cd docs/decisions && sha256sum <note> >> ${LANDED})`,
    );
    assert.deepEqual(
      [...hashes.keys()].filter((name) => !notes().includes(name)),
      [],
    );
  });

  it('the index lists every note once', () => {
    const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^\| \[[^\]]+\]\(([^)]+\.md)\)/gm)].map((match) => match[1]);
    assert.deepEqual([...listed].sort(), notes().sort());
  });
});
