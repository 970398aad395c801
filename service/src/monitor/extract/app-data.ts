import type { CheerioAPI } from 'cheerio';
import { isPlanLike, readAppPlan, type AppPlan } from './app-plan.js';
import type { Found, FoundPlan } from './plans.js';

// A page built with a JavaScript framework carries the data it renders from: Next.js in
// `<script id="__NEXT_DATA__" type="application/json">`, others in `window.__NUXT__ = {...}` or
// `window.__INITIAL_STATE__ = {...}`. Somewhere in it is the list of plans the pricing table is drawn
// from; it is found as the list with the most plan-like members (a name and a price), so a page
// that renders prices only with script still gives typed figures.

/** One JSON document found in the page, and where. */
interface Blob {
  where: string;
  data: unknown;
}

interface Candidate {
  path: string;
  members: number;
  plans: AppPlan[];
  /** The plan-like objects as the page wrote them. */
  raw: Record<string, unknown>[];
  /** The path names plans or pricing: a tie-break over lists of add-ons or products. */
  named: boolean;
  order: number;
}

const ASSIGNMENT = /\b(?:window|self|globalThis)\.(__[A-Za-z0-9_$]+)\s*=\s*/g;
const MAX_DEPTH = 24;
const DATA_GLOBAL = /NUXT|STATE|DATA|PROPS/i;

/** Where a JSON value that starts at `start` ends, strings and their escapes skipped; null when it does not. */
function endOfValue(text: string, start: number): number | null {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return null;
}

/** The page's application data: JSON script elements, and `window.__X__ = ...` assignments of plain JSON. */
export function appDataBlobs($: CheerioAPI, problems: string[]): Blob[] {
  const blobs: Blob[] = [];
  $('script').each((_, element) => {
    const script = $(element);
    const type = (script.attr('type') ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
    const id = script.attr('id');
    const text = script.text();
    if (type === 'application/json' || id === '__NEXT_DATA__') {
      try {
        blobs.push({ where: id ? `#${id}` : 'script[type=application/json]', data: JSON.parse(text) });
      } catch {
        problems.push(`the JSON in ${id ? `#${id}` : 'a script[type=application/json]'} does not parse; skipped`);
      }
      return;
    }
    if (type !== '' && !type.includes('javascript') && type !== 'module') return;
    for (const match of text.matchAll(ASSIGNMENT)) {
      const start = match.index + match[0].length;
      const end = text[start] === '{' || text[start] === '[' ? endOfValue(text, start) : null;
      // Only a global named for data is worth an editor's look when it cannot be read.
      if (end === null && !DATA_GLOBAL.test(match[1] ?? '')) continue;
      try {
        if (end === null) throw new Error('not an object or array literal');
        blobs.push({ where: `window.${match[1]}`, data: JSON.parse(text.slice(start, end)) });
      } catch {
        problems.push(`window.${match[1]} is not plain JSON (a script builds it); not read`);
      }
    }
  });
  return blobs;
}

/** Every list (an array, or an object of objects keyed by plan) with at least one plan-like member. */
function candidates(blob: Blob): Candidate[] {
  const found: Candidate[] = [];
  const visit = (value: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    const objects = entries.filter(([, item]) => item !== null && typeof item === 'object' && !Array.isArray(item)) as [
      string,
      Record<string, unknown>,
    ][];
    if (Array.isArray(value) ? objects.length > 0 : objects.length >= 2 && objects.length === entries.length) {
      const read = objects.map(([key, item]) => ({ item, plan: readAppPlan(item, Array.isArray(value) ? undefined : key) }));
      const plans = read.filter(({ plan }) => isPlanLike(plan));
      if (plans.length > 0)
        found.push({
          path,
          members: objects.length,
          plans: plans.map(({ plan }) => plan),
          raw: plans.map(({ item }) => item),
          named: /plan|tier|pricing|price|package/i.test(path),
          order: found.length,
        });
    }
    for (const [key, item] of entries) visit(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
  };
  visit(blob.data, blob.where, 0);
  return found;
}

/** Most plan-like members first; then a path that says plans; then the larger share of plan-like members; then page order. */
function better(a: Candidate, b: Candidate): number {
  return (
    b.plans.length - a.plans.length ||
    Number(b.named) - Number(a.named) ||
    b.plans.length / b.members - a.plans.length / a.members ||
    a.order - b.order
  );
}

const sameList = (a: Candidate, b: Candidate) =>
  JSON.stringify(a.plans.map((plan) => [plan.name, plan.figure])) === JSON.stringify(b.plans.map((plan) => [plan.name, plan.figure]));

/** A plan object as the page wrote it, without its feature lists and descriptions: what the editor compares figures with. */
function pricePart(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(([key, value]) =>
      value !== null && typeof value === 'object'
        ? /pric|cost|amount|month|year|annual/i.test(key)
        : typeof value !== 'string' || value.length <= 40,
    ),
  );
}

/** The plans of the page's application data, or null when it holds no list of plans. */
export function appDataPlans(blobs: Blob[], owner: string | null): Found | null {
  const problems: string[] = [];
  let order = 0;
  const all = blobs.flatMap(candidates).map((candidate) => ({ ...candidate, order: order++ }));
  all.sort(better);
  const [best, next] = all;
  if (!best) return null;
  let exact = true;
  // The same list twice (a framework's props and its query cache) is one list; two different ones of one size are a guess.
  if (next && next.plans.length === best.plans.length && !sameList(best, next)) {
    problems.push(`two lists of plans in the page's data (${best.path} and ${next.path}); read the first`);
    exact = false;
  }
  if (best.plans.length === 1) {
    problems.push(`the page's data has one plan-like object only (${best.path}); it may not be the list of plans`);
    exact = false;
  }
  const currencies = [...new Set(best.plans.map((plan) => plan.currency ?? 'USD'))].filter((code) => code !== 'USD');
  if (currencies.length) {
    problems.push(`the page's data gives prices in ${currencies.join(' and ')}, not US dollars; not converted`);
    exact = false;
  }
  const plans: FoundPlan[] = best.plans.map((plan) => ({ name: plan.name ?? '', figure: plan.figure, exact: plan.exact }));
  problems.push(...new Set(best.plans.flatMap((plan) => plan.problems.map((problem) => `"${plan.name ?? ''}": ${problem}`))));
  const evidence = `${best.path}: ${JSON.stringify(best.raw.map(pricePart))}`;
  return { method: 'app-data', plans, evidence, owner, problems, exact };
}
