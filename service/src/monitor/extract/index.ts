import { load } from 'cheerio';
import type { Extraction, PageRule } from '../types.js';
import { appDataBlobs, appDataPlans } from './app-data.js';
import { jsonLdNodes, jsonLdOwner, jsonLdPlans } from './json-ld.js';
import { extraction, noPlans, type Found } from './plans.js';
import { rulePlans } from './rule.js';

// The monitor's extractors: pure functions from a fetched document to the plans it lists. A page is
// tried in the order (schema.org JSON-LD, the page's application data, the tool's declared
// rule) and the first that yields a plan is the reading. What a method could not parse on the way
// (a JSON-LD block that is not JSON, a script that builds its data) is kept in `problems`, since it
// may be where the page's plans really are.

export { lifeSigns } from './life-signs.js';

/** The plans `html` (fetched from `pageUrl`) lists, read from JSON-LD, then application data, then `rule`. */
export function extractPlans(html: string, pageUrl: string, rule?: PageRule): Extraction {
  const $ = load(html);
  const problems: string[] = [];
  const nodes = jsonLdNodes($, problems);
  const owner = jsonLdOwner(nodes) ?? ($('meta[property="og:site_name"]').attr('content')?.trim() || null);
  const ruleProblems: string[] = [];
  const methods: (() => Found | null)[] = [
    () => jsonLdPlans(nodes, pageUrl, owner),
    () => appDataPlans(appDataBlobs($, problems), owner),
    () => (rule ? rulePlans($, rule, owner, ruleProblems) : null),
  ];
  for (const method of methods) {
    const found = method();
    if (found) return extraction({ ...found, problems: [...problems, ...found.problems] });
  }
  if (!rule) problems.push('no JSON-LD offers and no plans in the page data, and the tool declares no rule');
  return noPlans(owner, [...problems, ...ruleProblems]);
}
