// The pointers inside code comments: a comment that sends a reader to a file, a folder or a document's
// section must send them somewhere that exists. Read by comment-pointers.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Source files whose comments are read: code, styles and shell scripts kept in git. */
const SOURCE = /\.(?:[cm]?[jt]sx?|css|sh)$|(?:^|\/)\.ci\/run$/;
/** Made by a build, a run or a generator: not read. */
const SKIPPED = /(?:^|\/)(?:dist|dist-server|generated|fixtures|__screenshots__)\//;

/** The folders at the top of the house, from git: a path in a comment starting with one names a place in the repository. */
function topFolders(files: readonly string[]): Set<string> {
  return new Set(files.filter((file) => file.includes('/')).map((file) => file.slice(0, file.indexOf('/'))));
}

export function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return files.filter((file) => SOURCE.test(file) && !SKIPPED.test(file));
}

/** The comments of a file, with the line each starts on. Strings are not parsed: a `//` inside one is rare and only adds text. */
export function commentsOf(text: string, file: string): { start: number; text: string }[] {
  const comments: { start: number; text: string }[] = [];
  const hash = /\.sh$|\.ci\/run$/.test(file);
  const pattern = hash ? /(?:^|\s)#(?!!)(.*)$/gm : /\/\*([\s\S]*?)\*\/|(?:^|[\s;{}(),])\/\/(.*)$/gm;
  for (const match of text.matchAll(pattern)) {
    const body = match[1] ?? match[2] ?? '';
    comments.push({ start: match.index + match[0].indexOf(body), text: body });
  }
  return comments;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function headingsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

export interface Pointer {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/**
 * Where a path in a comment points, when it starts at a top folder of the repository (`shell/src/…`).
 * Paths relative to something else (`./styles`, an import specifier, a package's `src/x.ts`) are not
 * read: a comment rarely says what they are relative to.
 */
function resolvePath(target: string, tops: Set<string>): string | undefined {
  return tops.has(target.split('/')[0]!) ? path.join(ROOT, target) : undefined;
}

/** A path named without its extension (`shell/src/server`, a module specifier) exists if some file or folder answers to it. */
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.css'];
const exists = (where: string) => EXTENSIONS.some((extension) => existsSync(where + extension));

const DOCUMENT = /((?:[\w.-]+\/)*[\w.-]+\.md)(?!\w)(?:#([\w-]+)|(?:'s|,)?\s+(?:section\s+)?"([^"\n]{2,80})")?/g;
const PATH = /(?<![\w@/.-])((?:\.\.?\/)*[\w.-]+\/[\w./[\]-]*[\w\]/])/g;

/** The pointers in the comments of every source file that lead nowhere. */
export function brokenPointers(files = trackedSources()): Pointer[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const tops = topFolders(tracked);
  /** A document named alone (README.md, AUTHORING.md): the repository's, else the one file of that name. */
  const alone = (doc: string) => {
    const named = tracked.filter((tracked) => tracked === doc || tracked.endsWith(`/${doc}`));
    return named.includes(doc) ? doc : named.length === 1 ? named[0] : undefined;
  };
  const broken: Pointer[] = [];
  for (const file of files) {
    const text = readFileSync(path.resolve(ROOT, file), 'utf8');
    const lineAt = (index: number) => text.slice(0, index).split('\n').length;
    for (const comment of commentsOf(text, file)) {
      for (const match of comment.text.matchAll(DOCUMENT)) {
        const [, doc, anchor, section] = match as unknown as [string, string, string | undefined, string | undefined];
        // A document in a folder is read when the path starts at a top folder, like any path below.
        const found = doc.includes('/') ? doc : alone(doc);
        const where = !found ? undefined : found.includes('/') ? resolvePath(found, tops) : path.join(ROOT, found);
        if (!where) continue;
        const line = lineAt(comment.start + match.index);
        const report = (problem: string) => broken.push({ file, line, target: match[0], problem });
        if (!existsSync(where)) report('no such document');
        else if (anchor && !headingsOf(where).some((heading) => anchorOf(heading) === anchor)) report('no such section');
        else if (section && !headingsOf(where).some((heading) => heading.toLowerCase() === section.toLowerCase()))
          report('no such section');
      }
      for (const match of comment.text.matchAll(PATH)) {
        const target = match[1]!.replace(/[.,;:)]+$/, '');
        const after = comment.text.slice(match.index + match[0].length);
        // A pattern (`docs/benchmarks-go.{md,json}`, `src/*.ts`) or a placeholder names no one file.
        if (/\.md$/.test(target) || /[*{}<>$[\]]/.test(target) || /^\.?\{|^\*|^</.test(after)) continue;
        if (/(?:^|\/)(?:dist|dist-server|data|\.runtime|node_modules|prerendered|dist-deploy)(?:\/|$)/.test(target)) continue;
        // `shell/NewsletterForm`, `tools/Directory`: a federated module's id, not a path.
        if (/^[\w-]+\/[A-Z]\w*$/.test(target)) continue;
        const where = resolvePath(target, tops);
        if (where && !exists(where))
          broken.push({ file, line: lineAt(comment.start + match.index), target, problem: 'no such file or folder' });
      }
    }
  }
  return broken;
}
