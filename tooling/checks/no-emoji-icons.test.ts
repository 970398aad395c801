// Interface icons are SVGs, never emoji: an emoji depends on the reader's fonts, and a machine
// without an emoji font (Debian's default) shows an empty box. An emoji here is a character drawn
// as an emoji by default, or any character asked to be one (U+FE0F, as in the gear ⚙ + FE0F); text
// symbols such as ✓ ★ ↗ come from ordinary text fonts. Emoji may stay in article prose
// (shared-content/content/articles), so only the interface code and its data are searched.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { APPS } from '../../platform/apps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = [...Object.values(APPS).map((app) => `${app.dir}/src`), 'shared-content/src'];
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') yield* sourceFiles(file);
    } else if (/\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield file;
    }
  }
}

test('no emoji in the interface code or the data that feeds its icons', () => {
  const found: string[] = [];
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const match = EMOJI.exec(line);
          if (match) found.push(`${path.relative(ROOT, file)}:${index + 1}: ${match[0]}`);
        });
    }
  }
  assert.deepEqual(found, [], 'use an SVG icon (lucide-react) instead');
});
