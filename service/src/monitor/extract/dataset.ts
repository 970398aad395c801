import { parse as parseYaml } from 'yaml';
import type { DatasetMapping, Extraction, PlanFigure } from '../types.js';
import { readPrice } from './price-text.js';
import { extraction, isAmount, noPlans, toCents, type FoundPlan } from './plans.js';

// A structured source: a JSON or YAML file of dated plan copies (the public datasets that mirror
// vendors' plan pages), read through the tool's mapping. Paths are dots between keys, and
// `[key=value]` picks the element of an array whose `key` is `value` (`tools[id=chatgpt].plans`);
// `[2]` picks by position. A path that matches nothing is a mapping to fix, not an empty reading.

type Step = { key: string } | { index: number } | { where: string; is: string };

function stepsOf(path: string): Step[] {
  return [...path.matchAll(/\[([^\]]*)\]|([^.[\]]+)/g)].map(([, bracket, key]) => {
    if (bracket === undefined) return { key: key ?? '' };
    const pick = /^\s*([^=\s]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(.*?))\s*$/.exec(bracket);
    if (pick) return { where: pick[1] ?? '', is: pick[2] ?? pick[3] ?? pick[4] ?? '' };
    return { index: Number(bracket) };
  });
}

const stepText = (step: Step) => ('key' in step ? step.key : 'index' in step ? `[${step.index}]` : `[${step.where}=${step.is}]`);

/** The value at `path` in `root`, or the step where the path found nothing. */
export function valueAt(root: unknown, path: string): { value: unknown } | { missing: string } {
  let value = root;
  for (const step of stepsOf(path)) {
    const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    if ('key' in step) value = record && !Array.isArray(record) ? record[step.key] : undefined;
    else if ('index' in step) value = Array.isArray(value) ? value[step.index] : undefined;
    else
      value = Array.isArray(value)
        ? value.find(
            (item) => item !== null && typeof item === 'object' && String((item as Record<string, unknown>)[step.where]) === step.is,
          )
        : undefined;
    if (value === undefined || value === null) return { missing: stepText(step) };
  }
  return { value };
}

type FigureField = 'monthly' | 'yearly' | 'unstated';
const FIGURE_FIELDS: FigureField[] = ['monthly', 'yearly', 'unstated'];

/** One figure field: a number is exact; a text ("$20", "Custom") is read as a page would write it. */
function figureOf(value: unknown, key: FigureField): { figure: Partial<PlanFigure>; exact: boolean } | null {
  const number = typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (isAmount(number)) return { figure: { [key]: toCents(number) }, exact: true };
  const read = typeof value === 'string' ? readPrice(value) : null;
  if (!read) return null;
  const amount = read.figure.monthly ?? read.figure.yearly ?? read.figure.unstated ?? read.figure.annual;
  return {
    figure: { ...(amount === undefined ? {} : { [key]: amount }), ...(read.figure.sales ? { sales: true as const } : {}) },
    exact: false,
  };
}

/** The day a dataset says its publisher read the vendor page: YYYY-MM-DD (a timestamp's day) or YYYY-MM. */
function dayOf(value: unknown): string | null {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^(\d{4}-\d{2}(?:-\d{2})?)(?:$|T)/.exec(text.trim())?.[1] ?? null;
}

function parsed(text: string, format: 'json' | 'yaml'): { root: unknown } | { error: string } {
  try {
    return { root: format === 'json' ? JSON.parse(text) : parseYaml(text) };
  } catch (error) {
    return { error: `the dataset does not parse as ${format.toUpperCase()}: ${(error as Error).message.split('\n')[0] ?? ''}` };
  }
}

/** The plans a dataset file lists for one tool, through `mapping`; `read` is the day the file says they were read. */
export function readDataset(text: string, format: 'json' | 'yaml', mapping: DatasetMapping): Extraction {
  const file = parsed(text, format);
  if ('error' in file) return noPlans(null, [file.error]);
  const list = valueAt(file.root, mapping.plans);
  if ('missing' in list)
    return noPlans(null, [`the plans path "${mapping.plans}" matches nothing in the dataset (nothing at "${list.missing}")`]);
  if (!Array.isArray(list.value) || list.value.length === 0)
    return noPlans(null, [`the plans path "${mapping.plans}" is not a list of plans in the dataset`]);
  const readAt = valueAt(file.root, mapping.read);
  const read = 'value' in readAt ? dayOf(readAt.value) : null;
  if (!read) return noPlans(null, [`the read path "${mapping.read}" gives no day (YYYY-MM-DD) in the dataset`]);
  const problems: string[] = [];
  const plans: FoundPlan[] = [];
  const matched = new Set<FigureField>();
  list.value.forEach((item, index) => {
    const name = valueAt(item, mapping.name);
    if ('missing' in name || (typeof name.value !== 'string' && typeof name.value !== 'number')) {
      problems.push(`plan ${index + 1} has no name at "${mapping.name}"; skipped`);
      return;
    }
    const plan: FoundPlan = { name: String(name.value), figure: {}, exact: true };
    for (const key of FIGURE_FIELDS) {
      const path = mapping[key];
      const at = path === undefined ? null : valueAt(item, path);
      if (!at || 'missing' in at) continue;
      matched.add(key);
      const read = figureOf(at.value, key);
      if (read) Object.assign(plan.figure, read.figure);
      plan.exact &&= read?.exact ?? false;
    }
    plans.push(plan);
  });
  const unmatched = FIGURE_FIELDS.flatMap((key) => (mapping[key] !== undefined && !matched.has(key) ? [`${key} "${mapping[key]}"`] : []));
  // A figure field no plan has is normal (no plan billed that way); none of them in any plan is a mapping to fix.
  if (plans.length === 0 || (unmatched.length > 0 && matched.size === 0))
    return noPlans(null, [...problems, ...unmatched.map((field) => `the ${field} path matches nothing in any plan`)]);
  const found = extraction({ method: 'dataset', plans, evidence: JSON.stringify(list.value), owner: null, problems, exact: true });
  return { ...found, read };
}
