// The house stays one a newcomer can read: no code folder so full that its listing stops telling
// what is where (more than 20 entries), no hand-written source file longer than 300 lines. Files a
// generator writes, fixtures and screenshots are not read; test files may be longer than 300 lines
// (a suite reads top to bottom) but live in folders of the same size.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_ENTRIES = 20;
const MAX_LINES = 300;

const CODE = /\.(?:[cm]?[jt]sx?|css)$/;
const NOT_HAND_WRITTEN = /(?:^|\/)(?:generated|fixtures|__screenshots__|node_modules)\//;
const TEST = /(?:\.test\.|\.spec\.|(?:^|\/)tests?\/)/;

const code = () =>
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CODE.test(file) && !NOT_HAND_WRITTEN.test(file));

describe('the house', () => {
  it(`no folder of code holds more than ${MAX_ENTRIES} entries`, () => {
    const entries = new Map<string, Set<string>>();
    for (const file of code()) {
      const parts = file.split('/');
      // Every folder on the way counts the entry below it: a file, or a folder holding code.
      for (let depth = 1; depth < parts.length; depth++) {
        const folder = parts.slice(0, depth).join('/');
        if (!entries.has(folder)) entries.set(folder, new Set());
        entries.get(folder)!.add(parts[depth]!);
      }
    }
    const full = [...entries].filter(([, names]) => names.size > MAX_ENTRIES).map(([folder, names]) => `${folder}/ (${names.size})`);
    assert.deepEqual(full, []);
  });

  it(`no hand-written source file is longer than ${MAX_LINES} lines`, () => {
    const long = code()
      .filter((file) => !TEST.test(file))
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines})`);
    assert.deepEqual(long, []);
  });
});
