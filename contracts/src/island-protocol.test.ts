/**
 * @jest-environment node
 */
// The island protocol is written once: no source file of the repository but island-protocol.ts
// spells an island attribute name or the island tag; everything else imports them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTRIBUTES, ISLAND_LOADS, ISLAND_STATES, ISLAND_TAG, LOADER_ATTRIBUTES, islandProtocolAttributes } from './island-protocol';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: __dirname, encoding: 'utf8' }).trim();
const PROTOCOL = path.relative(ROOT, path.join(__dirname, 'island-protocol.ts'));
const SOURCE = /\.(ts|tsx|mts|mjs|css)$/;
const GENERATED = /(^|\/)(node_modules|dist|dist-server|dist-deploy|generated|prerendered)\//;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An attribute name as its dataset key: `data-` off, camelCase. */
const datasetKey = (name: string) => name.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Where a text spells one of `names` (an attribute, or the tag): whole names only, and dataset keys of the attributes. */
export function protocolNamesIn(text: string, names: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const spelled = new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`);
    const key = name.startsWith('data-') ? datasetKey(name) : null;
    const asKey = key && new RegExp(`\\bdataset(\\.${key}\\b|\\[\\s*['"\`]${key}['"\`]\\s*\\])`);
    if (spelled.test(text) || (asKey && asKey.test(text))) found.push(name);
  }
  return found;
}

const NAMES = [ISLAND_TAG, ...islandProtocolAttributes()];

describe('the island protocol', () => {
  it('names each attribute once, all data attributes, and lists the strategies once', () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    for (const name of islandProtocolAttributes()) expect(name).toMatch(/^data-[a-z]+(-[a-z]+)*$/);
    expect(new Set(ISLAND_LOADS).size).toBe(ISLAND_LOADS.length);
  });

  it('finds a name written in a string, a selector, a regular expression or a dataset key, and not a longer name', () => {
    const { island, load } = ISLAND_ATTRIBUTES;
    const { hydrated } = ISLAND_STATES;
    const { titleSearch } = LOADER_ATTRIBUTES;
    expect(protocolNamesIn(`el.setAttribute('${hydrated}', '')`, NAMES)).toEqual([hydrated]);
    expect(protocolNamesIn(`document.querySelector("${ISLAND_TAG}[${load}=visible]")`, NAMES)).toEqual([ISLAND_TAG, load]);
    expect(protocolNamesIn(`/ ${island}="([^"]+)"/g`, NAMES)).toEqual([island]);
    // (Put together here, or this file would be a copy.)
    expect(protocolNamesIn(['island', 'dataset', 'idPrefix'].join('.'), NAMES)).toEqual([ISLAND_ATTRIBUTES.idPrefix]);
    expect(protocolNamesIn(`script.dataset['${'page'}Chrome']`, NAMES)).toEqual([LOADER_ATTRIBUTES.pageChrome]);
    expect(protocolNamesIn(`<ol ${titleSearch}-results="" ${island}-list x-${load}>`, NAMES)).toEqual([]);
    expect(protocolNamesIn('form.dataset.titleSearchForm; element.dataset.searchReady', NAMES)).toEqual([]);
  });

  it('is spelled in no source file but its own', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => SOURCE.test(file) && !GENERATED.test(file) && file !== PROTOCOL && existsSync(path.join(ROOT, file)));
    expect(files.length).toBeGreaterThan(100);
    const copies = files.flatMap((file) =>
      protocolNamesIn(readFileSync(path.join(ROOT, file), 'utf8'), NAMES).map((name) => `${file}: ${name}`),
    );
    expect(copies).toEqual([]);
  });
});
