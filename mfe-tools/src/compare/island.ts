// Any two to four tools side by side, read from the URL, as a DOM island (no React): exposed as
// ./Compare, rendered by compare-view.tsx. The server's HTML is the picker, a form that
// works without a script; this reads ?ids=, ticks the picker, names what it leaves out, and puts the
// asked tools' columns together from COMPARE_DATA_PATH, each column the HTML the prerender rendered
// with the same CompareTable as the comparisons our articles make, so both read alike.
import type { MountIsland } from '@toolverse/contracts';
import { pageTitle } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';
import { COMPARE_DATA_PATH, comparisonName, parseCompareIds, type CompareColumns } from './compare';

const NOTE = 'rounded-lg border border-space-600 px-4 py-3 text-ink';
const WARNING = 'rounded-lg border border-glow-pink px-4 py-3 text-ink';
const LINK = 'text-glow-cyan underline underline-offset-4 hover:text-white';

function note(className: string, ...content: (string | Node)[]): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.append(...content);
  return paragraph;
}

// The columns file is fetched once per page, whichever tools are asked for.
let columnsFile: Promise<unknown> | undefined;
const loadColumns = () =>
  (columnsFile ??= fetch(COMPARE_DATA_PATH).then((response) => {
    if (!response.ok) throw new Error(`${COMPARE_DATA_PATH}: ${response.status}`);
    return response.json() as Promise<unknown>;
  })).catch((error: unknown) => {
    columnsFile = undefined;
    throw error;
  });

/** The asked tools' columns from the fetched file, or null when it is not that file or lacks one of them. */
export function columnsOf(data: unknown, ids: readonly string[]): string[] | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const columns = ids.map((id) => (data as CompareColumns)[id]);
  return columns.every((column) => typeof column === 'string') ? (columns as string[]) : null;
}

/**
 * One table of several one-tool tables: the first whole, then each other's cells row by row, less
 * the row's first cell (the row's label, which the first table has).
 */
export function joinColumns(columns: readonly string[], caption: string): HTMLElement | null {
  const parsed = columns.map((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild;
  });
  const [first, ...others] = parsed;
  const rows = first?.querySelectorAll('tr');
  if (!(first instanceof HTMLElement) || !rows) return null;
  for (const other of others) {
    const otherRows = other?.querySelectorAll('tr');
    if (!otherRows || otherRows.length !== rows.length) return null;
    rows.forEach((row, index) => row.append(...[...otherRows[index]!.children].slice(1)));
  }
  const captionElement = first.querySelector('caption');
  if (captionElement) captionElement.textContent = caption;
  return first;
}

export const mount: MountIsland = (element) => {
  const heading = element.querySelector<HTMLElement>('[data-compare-heading]');
  const status = element.querySelector<HTMLElement>('[data-compare-status]');
  const slot = element.querySelector<HTMLElement>('[data-compare-table]');
  const boxes = [...element.querySelectorAll<HTMLInputElement>('input[name="ids"]')];
  if (!status || !slot) return;
  const names = new Map(boxes.map((box) => [box.value, box.closest('label')?.textContent?.trim() || box.value]));
  const nameOf = (id: string) => names.get(id) ?? id;

  const params = new URLSearchParams(window.location.search);
  const request = parseCompareIds(params, (id) => names.has(id));
  for (const box of boxes) box.checked = request.ids.includes(box.value);
  if (!params.getAll('ids').some((value) => value.trim() !== '')) return;

  const notes = [
    ...request.unknown.map((id) => note(WARNING, `\u201c${id}\u201d is not a tool in The Arsenal, so it is left out.`)),
    ...(request.dropped.length > 0
      ? [note(NOTE, `At most ${MAX_COMPARED} tools fit side by side; left out: ${request.dropped.map(nameOf).join(', ')}.`)]
      : []),
    ...(request.ids.length === 1 ? [note(NOTE, `Pick at least one more tool to compare with ${nameOf(request.ids[0]!)}.`)] : []),
  ];
  status.replaceChildren(...notes);
  if (request.ids.length < MIN_COMPARED) return;

  const name = comparisonName(request.ids, nameOf);
  const title = pageTitle(name);
  if (title) document.title = title;
  if (heading) heading.textContent = name;
  const loading = note('px-4 py-3 text-muted', `Loading ${name}\u2026`);
  status.append(loading);

  const failed = () => {
    const links = request.ids.flatMap((id, index) => {
      const link = document.createElement('a');
      link.href = paths.tools.tool(id);
      link.className = LINK;
      link.textContent = nameOf(id);
      return index === 0 ? [link] : [', ', link];
    });
    loading.replaceWith(note(WARNING, 'The comparison could not be loaded. Each tool\u2019s page has its facts: ', ...links, '.'));
  };
  loadColumns().then((data) => {
    const columns = columnsOf(data, request.ids);
    const table = columns && joinColumns(columns, `${name}, side by side`);
    if (!table) return failed();
    loading.remove();
    slot.replaceChildren(table);
  }, failed);
};
