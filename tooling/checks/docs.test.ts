// The README and the guides in docs/ stay true: the README is short, every link and every path they
// name exists, and each figure they state that the code owns is the code's (or, for a size, the
// build's). Decision notes are not checked: they record what was true when they were written.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { REGISTRY, SHELL } from '@toolverse/registry';
import { PAGE_SIZE } from '../../mfe-tools/src/directory/paging.ts';
import { BUDGETS } from '../../tests/support/budgets.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = 'README.md';
const GUIDES = ['docs/operating.md', 'docs/architecture.md', 'docs/testing.md', 'docs/authoring.md'];
const LINKED = [README, ...GUIDES, 'docs/decisions/README.md', 'shared-content/content/AUTHORING.md'];
/** The folders of the house a document may name a path in. */
const TOP =
  /^(?:registry|shell|mfe-blog|mfe-tools|mfe-quizzes|mfe-guide|contracts|shared-content|platform|server|service|tooling|tests|docs)\//;
/** Paths made by a build or a run, not kept in git. */
const GENERATED = /(?:^|\/)(?:dist|dist-server|data|\.runtime)(?:\/|$)/;

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    read(file)
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** A figure written as "<number> KB" next to a phrase, read back from a document. */
function figureAfter(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  assert.ok(match, `no figure matches ${pattern}`);
  return Number(match[1]);
}

function shellScript(entry: string): string {
  const dist = path.join(ROOT, 'shell/dist');
  const name = readdirSync(dist).find((file) => file.startsWith(`${entry}.`) && file.endsWith('.js'));
  assert.ok(name, `shell/dist has no ${entry} script: build first (npm run build)`);
  return readFileSync(path.join(dist, name), 'utf8');
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('the documents', () => {
  it('keep the README at 200 lines at most', () => {
    const lines = read(README).split('\n').length;
    assert.ok(lines <= 200, `README.md has ${lines} lines`);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of LINKED) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [where, anchor] = target!.split('#');
        const linked = where ? path.join(path.dirname(file), where) : file;
        if (!existsSync(path.join(ROOT, linked))) broken.push(`${file}: ${target} (no file)`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${file}: ${target} (no heading)`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('name only paths that exist', () => {
    const missing: string[] = [];
    for (const file of [README, ...GUIDES]) {
      for (const [, code] of read(file).matchAll(/`([^`\n]+)`/g)) {
        const candidate = code!.replace(/[),.:;]+$/, '');
        if (!TOP.test(candidate) || /[<>{}*$ ]|\.\.\./.test(candidate) || GENERATED.test(candidate)) continue;
        if (!existsSync(path.join(ROOT, candidate))) missing.push(`${file}: ${candidate}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('send a newcomer from the README straight to the file that holds each everyday thing', () => {
    const section = read(README).split('### Where things live')[1]?.split('\n## ')[0] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| what') && !line.startsWith('| ---'));
    assert.ok(rows.length >= 8, `the README's "Where things live" lists ${rows.length} things`);
    for (const row of rows) {
      const files = [...row.matchAll(/\]\(([^)#]+)/g)].map((match) => match[1]!).filter((file) => !file.endsWith('/'));
      const names = [
        ...row
          .split('|')
          .at(-2)!
          .matchAll(/`([A-Za-z_]\w*)`/g),
      ].map((match) => match[1]!);
      const text = files.map(read).join('\n');
      for (const name of names) assert.ok(new RegExp(`\\b${name}\\b`).test(text), `${name} is in none of ${files.join(', ')}`);
    }
  });

  it("state the servers' ports the registry gives", () => {
    const rows = new Map([...read(README).matchAll(/^\| (\w+) +\| (\d+) +\|/gm)].map(([, name, port]) => [name, Number(port)]));
    assert.equal(rows.get('shell'), SHELL.devPort);
    for (const [name, remote] of Object.entries(REGISTRY)) assert.equal(rows.get(name), remote.devPort, name);
  });

  it("state the byte budgets and the directory's page size the code holds", () => {
    const architecture = read('docs/architecture.md');
    assert.equal(figureAfter(architecture, /byte budgets \((\d+) KB JS/), BUDGETS.scriptBytes / 1024);
    assert.equal(figureAfter(architecture, /(\d+)\s+KB CSS per route/), BUDGETS.styleBytes / 1024);
    assert.equal(figureAfter(architecture, /HTML at (\d+) KB brotli/), BUDGETS.htmlBytes / 1024);
    assert.equal(figureAfter(architecture, /\((\d+) tools a page/), PAGE_SIZE);
  });

  it('state the island loader and page chrome sizes the build makes, to a tenth of a KB', () => {
    const architecture = read('docs/architecture.md');
    const loader = shellScript('island-loader');
    const stated = {
      loaderMinified: figureAfter(architecture, /island loader[^,]*, ([\d.]+) KB minified/),
      loaderBrotli: figureAfter(architecture, /KB minified, ([\d.]+) KB brotli/),
      chromeMinified: figureAfter(architecture, /page's chrome[^,]*, ([\d.]+) KB\s+minified/),
    };
    const built = {
      loaderMinified: kb(Buffer.byteLength(loader)),
      loaderBrotli: kb(brotliCompressSync(loader).length),
      chromeMinified: kb(Buffer.byteLength(shellScript('page-chrome'))),
    };
    for (const key of Object.keys(stated) as (keyof typeof stated)[]) {
      assert.ok(Math.abs(stated[key] - built[key]) <= 0.1, `${key}: the document says ${stated[key]} KB, the build makes ${built[key]} KB`);
    }
  });
});
