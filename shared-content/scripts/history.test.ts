// content/tool-history.json is append-only: a check, once recorded, is never edited or removed. Every
// version of the file in the repository's history (and the one in the working tree) must keep each
// tool's earlier checks as they were, adding new ones only at the end. A tool may leave the file
// only with the tool itself.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILE = 'shared-content/content/tool-history.json';
const TOOLS = 'shared-content/content/tools.json';

type History = Record<string, unknown[]>;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The problems of `after` as a successor of `before`: an earlier check edited or dropped. */
export function appendOnlyProblems(before: History, after: History, toolIdsAfter: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [id, checks] of Object.entries(before)) {
    const now = after[id];
    if (!now) {
      if (toolIdsAfter.has(id)) problems.push(`${id}: its checks were removed, but the tool is still in tools.json`);
      continue;
    }
    checks.forEach((check, index) => {
      if (!isDeepStrictEqual(now[index], check)) problems.push(`${id}: check ${index + 1} was edited or removed`);
    });
  }
  return problems;
}

test('a check, once recorded, is never edited or removed: only new checks are added, at the end', () => {
  const entry = { on: '2026-11-25', model: 'paid', price: null };
  const ids = new Set(['a', 'b']);
  assert.deepEqual(appendOnlyProblems({ a: [entry] }, { a: [entry, { ...entry, on: '2026-11-27' }] }, ids), []);
  assert.deepEqual(appendOnlyProblems({ a: [entry] }, { a: [{ ...entry, model: 'free' }] }, ids), ['a: check 1 was edited or removed']);
  assert.deepEqual(appendOnlyProblems({ a: [entry, entry] }, { a: [entry] }, ids), ['a: check 2 was edited or removed']);
  assert.deepEqual(appendOnlyProblems({ b: [entry] }, {}, ids), ['b: its checks were removed, but the tool is still in tools.json']);
  assert.deepEqual(appendOnlyProblems({ c: [entry] }, {}, ids), [], 'a tool that left the site takes its checks with it');
});

test('every version of tool-history.json in the repository, and the working copy, only added checks', (context) => {
  let commits: string[];
  try {
    commits = git('log', '--format=%H', '--', FILE).split('\n').filter(Boolean).reverse();
  } catch {
    context.skip('not a git checkout: the history of the file cannot be read');
    return;
  }
  const at = (commit: string, file: string) => JSON.parse(git('show', `${commit}:${file}`)) as unknown;
  const toolIds = (tools: unknown) => new Set((tools as { id: string }[]).map((tool) => tool.id));
  const versions: { name: string; history: History; ids: Set<string> }[] = commits.map((commit) => ({
    name: commit.slice(0, 10),
    history: at(commit, FILE) as History,
    ids: toolIds(at(commit, TOOLS)),
  }));
  versions.push({
    name: 'the working copy',
    history: JSON.parse(readFileSync(path.join(ROOT, '..', FILE), 'utf8')) as History,
    ids: toolIds(JSON.parse(readFileSync(path.join(ROOT, '..', TOOLS), 'utf8'))),
  });
  for (let index = 1; index < versions.length; index += 1) {
    const [before, after] = [versions[index - 1]!, versions[index]!];
    assert.deepEqual(appendOnlyProblems(before.history, after.history, after.ids), [], `${after.name} after ${before.name}`);
  }
});
