// What an article says about a tool's plans, held to the tool's record of plans (src/plans/record.ts):
// a plan it names must be a plan of the record, a dollar figure must be one of the record's figures
// (unless the sentence gives its own dated, pinned source), and what it says of a free plan or a
// free trial must agree with the record. A sentence is about the tools it names; one that names none
// is about its tool card's tool, its table row's tool, or the tools of the sentence before it.
import { figuresOf, planKey } from '../../src/domain/plans/figures';
import type { PlanRecord } from '../../src/domain/plans/record';
import { isPinnedUrl, type Tool } from '../../src/content/schemas/tool';
import type { ParsedArticle } from './parse';

/** A tool as prose names it, with its record. */
export interface ClaimedTool {
  tool: Pick<Tool, 'id' | 'name' | 'aka'>;
  record: PlanRecord;
}

/** The words that end a plan's name in prose: "the Pro plan", "paid Plus and Unlimited tiers". */
const PLAN_WORD = /\b(?:plans?|tiers?|subscriptions?|packages?)\b/g;
/** Capitalized words that start a sentence or describe plans rather than name one. */
const NOT_A_PLAN = new Set([
  ...['Free', 'Paid', 'Pricing', 'Higher', 'Cheaper', 'Monthly', 'Yearly', 'Annual', 'AI'],
  ...['The', 'Its', 'Their', 'Both', 'All', 'Any', 'Each', 'You', 'Your', 'We', 'Our', 'It', 'They', 'This', 'That', 'These', 'Those'],
]);
/** A sentence that opens with one of these words is about the tools of the sentence before it. */
const REFERS_BACK = /^(?:It|Its|It['’]s|They|Their|Both|Each|Neither|Either|This|That|These|Those)\b/;
const SAYS_FREE_PLAN =
  /\b(?:free (?:plan|tier|version|account|forever plan)|free [A-Z][\w+]* plan|free to (?:use|start|generate|design|browse)|(?:is|are) free\b|free with an? )/i;
const SAYS_NO_FREE_PLAN = /\b(?:no free (?:plan|tier|version)|paid plans only|no longer has a free plan|there is no free|not free)\b/i;
const SAYS_TRIAL = /\b(?:free trial|\d+-day (?:free )?trial|trial period)\b/i;
const FIGURE = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)(?!\s?(?:k|K|m|M|billion|million)\b)/g;
const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\b\d{4}-\d{2}(?:-\d{2})?\b/;

/** The sentences of a block, with the text of each. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?:;])\s+(?=[A-Z"“(*])/).filter((sentence) => sentence.trim() !== '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The plan names a sentence gives before a plan word: "paid Go, Plus and Pro plans" → Go, Plus, Pro. */
export function planMentions(sentence: string): string[] {
  const names: string[] = [];
  for (const match of sentence.matchAll(PLAN_WORD)) {
    const before = sentence
      .slice(0, match.index)
      .split(/(\s+|,)/)
      .filter((token) => token.trim() !== '');
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) names.push(current.reverse().join(' '));
      current = [];
    };
    for (let index = before.length - 1; index >= 0; index -= 1) {
      const token = (before[index] as string).replace(/[’']s$/, '');
      if (token === ',' || token === 'and' || token === 'or') {
        flush();
        continue;
      }
      if (/^[A-Z0-9][\w.+×-]*$/.test(token) || token === '+') {
        current.push(token);
        continue;
      }
      break;
    }
    flush();
  }
  return names.filter((name) => !NOT_A_PLAN.has(name.split(' ')[0] as string));
}

/** The tools a sentence names: by name or another name the tool is known by, as a whole word. */
function toolsNamed(sentence: string, tools: readonly ClaimedTool[]): ClaimedTool[] {
  return tools.filter(({ tool }) =>
    [tool.name, ...(tool.aka ?? [])].some((name) => new RegExp(`(?<![\\w.])${escape(name)}(?![\\w])`).test(sentence)),
  );
}

/** Every figure of a record's plans, in any basis it is given. */
function recordFigures(record: PlanRecord): number[] {
  return record.plans.flatMap((plan) => [
    ...Object.values(figuresOf(plan)),
    ...(plan.annual === undefined ? [] : [plan.annual]),
    ...(plan.others ?? []).map((other) => other.amount),
  ]);
}

const namesOf = (record: PlanRecord) => (record.plans.length === 0 ? 'no plans read' : record.plans.map((plan) => plan.name).join(', '));

/** What one sentence says of its tools that their records do not hold. */
function sentenceProblems(
  sentence: string,
  about: readonly ClaimedTool[],
  links: readonly string[],
  productNames: readonly string[],
): string[] {
  const problems: string[] = [];
  const named = about.map(({ tool }) => tool.name).join(' or ');
  const quoted = sentence.length > 90 ? `${sentence.slice(0, 87)}...` : sentence;
  for (const mention of planMentions(sentence)) {
    // A product's name before "plan" ("your Notion plan", "a Shopify plan") names no plan of the record.
    if (productNames.some((name) => name === mention || name.startsWith(`${mention} `))) continue;
    const known = about.some(({ tool, record }) => {
      const key = planKey(mention, tool.name);
      // "Max plans" names the record's Max 5x and Max 20x; "Pro" names Firefly Pro.
      return (
        key === '' ||
        record.plans.some((plan) => {
          const own = planKey(plan.name, tool.name);
          return own === key || own.startsWith(`${key} `) || own.endsWith(` ${key}`) || key.endsWith(` ${own}`);
        })
      );
    });
    if (!known)
      problems.push(
        `names the plan "${mention}", which the record of ${named} does not have (its plans: ${about.map(({ record }) => namesOf(record)).join('; ')}) in "${quoted}"`,
      );
  }
  const sourced = links.some(isPinnedUrl) && DATE.test(sentence);
  for (const match of sentence.matchAll(FIGURE)) {
    const amount = Number((match[1] as string).replace(/,/g, ''));
    const held = about.some(({ record }) => recordFigures(record).some((figure) => Math.abs(figure - amount) < 0.005));
    if (!held && !sourced)
      problems.push(
        `gives ${match[0].trim()} for ${named}, which is none of its record's figures (a quote may stand with its own dated, pinned source) in "${quoted}"`,
      );
  }
  const noFree = SAYS_NO_FREE_PLAN.test(sentence);
  const free = !noFree && SAYS_FREE_PLAN.test(sentence);
  for (const { tool, record } of about) {
    if ((free || noFree) && record.freePlan === null)
      problems.push(
        `says ${tool.name} has ${free ? 'a' : 'no'} free plan, which its record does not know (no reading lists its plans) in "${quoted}"`,
      );
    else if (free && record.freePlan === false) problems.push(`says ${tool.name} has a free plan; its record has none in "${quoted}"`);
    else if (noFree && record.freePlan === true) problems.push(`says ${tool.name} has no free plan; its record has one in "${quoted}"`);
    if (SAYS_TRIAL.test(sentence)) {
      if (record.trial === false) problems.push(`says ${tool.name} has a free trial; its record's source says it has none in "${quoted}"`);
      else if (record.trial === null && record.freePlan === true && !free)
        problems.push(
          `says ${tool.name} has a free trial; its record has a free plan and no trial (say "free plan", or add a reading that states the trial) in "${quoted}"`,
        );
    }
  }
  return problems;
}

/**
 * Every claim of an article about a tool's plans that the tool's record does not hold, each naming
 * the file, the line, the tool and the record's plans.
 */
export function claimProblems({ mdx, source }: ParsedArticle, tools: readonly ClaimedTool[]): string[] {
  const byId = new Map(tools.map((entry) => [entry.tool.id, entry]));
  const productNames = tools.flatMap(({ tool }) => [tool.name, ...(tool.aka ?? [])]);
  return mdx.blocks.flatMap((block) => {
    const where = `${source.file}:${block.line}${block.card ? ` (ToolCard ${block.card})` : ''}`;
    const card = block.card ? byId.get(block.card) : undefined;
    const cells = block.text.split(' | ');
    const rowTools = block.row ? toolsNamed(cells[0] as string, tools) : [];
    const text = block.row ? cells.slice(1).join(' | ') : block.text;
    let context: ClaimedTool[] = rowTools.length > 0 ? rowTools : card ? [card] : [];
    return sentencesOf(text).flatMap((sentence) => {
      const named = toolsNamed(sentence, tools);
      // In a card, a sentence that names no tool is about the card's tool; in prose, about the tools of
      // the sentence before only when it refers back to them ("It", "Their", ...).
      if (!block.row) {
        if (named.length > 0) context = named;
        else if (card) context = [card];
        else if (!REFERS_BACK.test(sentence.trim())) context = [];
      }
      return context.length === 0
        ? []
        : sentenceProblems(sentence, context, block.links, productNames).map((problem) => `${where}: ${problem}`);
    });
  });
}
