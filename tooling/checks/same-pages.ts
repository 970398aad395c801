// Are the pages the same as before a change that should not alter them (a file moved, a folder
// renamed, a store rewritten)? Saves the text files the build wrote (pages, feeds, the sitemap, the
// search index, the shared stylesheets) with asset hashes folded out, then compares a later build with
// that copy and prints where they differ.
//
//   node --import tsx tooling/checks/same-pages.ts save <dir>      copy the current build's pages to <dir>
//   node --import tsx tooling/checks/same-pages.ts compare <dir>   compare the current build with <dir>
//
// Exits 1 when a page differs, is missing or is new; PRERENDER_DIR chooses the build, as for the server.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderDir } from '../../platform/environment.ts';

const TEXT = /\.(html|xml|json|txt|css|webmanifest)$/;
/** A content hash the builds put in a file name: `main.1b3acf94.js`, `page.a33db503.css`. */
const HASHED_NAME = /\.[0-9a-f]{8,20}\.(js|mjs|css|json|woff2?|png|svg|webp|avif|jpg)\b/g;
/** Subresource integrity values change with the bytes they cover. */
const INTEGRITY = /sha(256|384|512)-[A-Za-z0-9+/]+=*/g;

export function fold(text: string): string {
  return text.replace(HASHED_NAME, '.[hash].$1').replace(INTEGRITY, 'sha$1-[integrity]');
}

/** The build's text files, by their path with hashes folded out; names that fold alike are told apart by content. */
export function foldedFiles(root: string): Map<string, string> {
  const byName = new Map<string, string[]>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT.test(name)) continue;
    const folded = fold(name.split(path.sep).join('/'));
    const list = byName.get(folded) ?? [];
    list.push(fold(readFileSync(path.join(root, name), 'utf8')));
    byName.set(folded, list);
  }
  const files = new Map<string, string>();
  for (const [name, texts] of byName) {
    if (texts.length === 1) files.set(name, texts[0]!);
    else for (const text of texts) files.set(`${name}#${createHash('sha256').update(text).digest('hex').slice(0, 12)}`, text);
  }
  return files;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 80), i + 80));
  return `at character ${i}\n    before: ${show(a)}\n    now:    ${show(b)}`;
}

function main([command, dir]: string[]): number {
  if ((command !== 'save' && command !== 'compare') || !dir) {
    console.error('usage: same-pages.ts save|compare <dir>');
    return 2;
  }
  const root = prerenderDir(process.env, path.resolve(import.meta.dirname, '../..'));
  if (!existsSync(path.join(root, 'routes.json'))) {
    console.error(`${root} has no pages: run "npm run build" first`);
    return 2;
  }
  const now = foldedFiles(root);
  const saved = path.resolve(dir);
  if (command === 'save') {
    rmSync(saved, { recursive: true, force: true });
    for (const [name, text] of now) {
      const file = path.join(saved, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    console.log(`saved ${now.size} files of ${root} to ${saved}`);
    return 0;
  }
  const before = new Map<string, string>();
  for (const name of readdirSync(saved, { recursive: true, encoding: 'utf8', withFileTypes: false })) {
    const file = path.join(saved, name);
    if (statSync(file).isFile()) before.set(name.split(path.sep).join('/'), readFileSync(file, 'utf8'));
  }
  const problems: string[] = [];
  for (const [name, text] of before) {
    const current = now.get(name);
    if (current === undefined) problems.push(`missing: ${name}`);
    else if (current !== text) problems.push(`differs: ${name} ${firstDifference(text, current)}`);
  }
  for (const name of now.keys()) if (!before.has(name)) problems.push(`new: ${name}`);
  for (const problem of problems.slice(0, 20)) console.log(problem);
  if (problems.length > 20) console.log(`… and ${problems.length - 20} more`);
  console.log(`${before.size} files compared: ${problems.length === 0 ? 'the same' : `${problems.length} differ`}`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
