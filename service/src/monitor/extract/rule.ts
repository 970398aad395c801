import type { CheerioAPI } from 'cheerio';
import type { PageRule } from '../types.js';
import { readPrice } from './price-text.js';
import { collapse, type Found, type FoundPlan } from './plans.js';

// The declared rule, for a page that carries its plans only in its markup: each element the `plan`
// selector matches is one plan; inside it, `name` and `price` (and `billing`, where the page says
// how a price is billed apart from it) are read as text, the price by readPrice. A plan element
// that shows a price per billing toggle gives every price it shows, so the text says which is which.

/** The text of every element `selector` matches inside `scope`, in order, joined. */
function textIn($: CheerioAPI, scope: ReturnType<CheerioAPI>, selector: string): string {
  return scope
    .find(selector)
    .toArray()
    .map((element) => collapse($(element).text()))
    .filter((text) => text !== '')
    .join(' ; ');
}

/** The plans the rule finds, or null when its `plan` selector matches nothing with a name. */
export function rulePlans($: CheerioAPI, rule: PageRule, owner: string | null, problems: string[]): Found | null {
  let elements;
  try {
    elements = $(rule.plan).toArray();
  } catch (error) {
    problems.push(`the rule's selector "${rule.plan}" is not valid CSS (${(error as Error).message})`);
    return null;
  }
  if (elements.length === 0) {
    problems.push(`the rule's plan selector "${rule.plan}" matches nothing on the page`);
    return null;
  }
  const plans: FoundPlan[] = [];
  const evidence: string[] = [];
  let currency = 'USD';
  try {
    for (const element of elements) {
      const scope = $(element);
      const name = collapse(scope.find(rule.name).first().text());
      if (!name) {
        problems.push(`a plan matched by "${rule.plan}" has no "${rule.name}"; skipped`);
        continue;
      }
      const priceText = textIn($, scope, rule.price);
      const billingText = rule.billing ? textIn($, scope, rule.billing) : '';
      evidence.push(`${name}: ${priceText}${billingText ? ` (${billingText})` : ''}`);
      const read = readPrice(priceText, billingText);
      if (!read) {
        problems.push(`"${name}": the price text "${priceText}" gives no price`);
        plans.push({ name, figure: {}, exact: false });
        continue;
      }
      if (read.currency !== 'USD') currency = read.currency;
      problems.push(...read.problems.map((problem) => `"${name}": ${problem}`));
      plans.push({ name, figure: read.figure, exact: read.exact });
    }
  } catch (error) {
    problems.push(`the rule's selectors "${rule.name}", "${rule.price}" are not valid CSS (${(error as Error).message})`);
    return null;
  }
  if (plans.length === 0) return null;
  return { method: 'rule', plans, evidence: evidence.join(' | '), owner, problems, exact: currency === 'USD' };
}
