// The audit of The Arsenal's names and pages: every tool has one name wherever the content shows it,
// and its "Current prices" link is a pricing page. (The content build refuses a reading without a
// pinned source and a date; their age is ./freshness.ts.)
import { NOT_A_PRICING_PAGE, type Tool } from '../../src/content/schemas/tool';
import type { AuditCheck, AuditContent, Finding } from './types';

const TOOLS_FILE = 'shared-content/content/tools.json';
const QUIZ_FILES = 'mfe-quizzes/src/data/quizzes.json + questions.json';
const GUIDE_FILE = 'mfe-guide/src/data/guide.json';

const error = (where: string, message: string): Finding => ({ level: 'error', where, message });
const warning = (where: string, message: string): Finding => ({ level: 'warning', where, message });

/** A pricing page that is the vendor's home page: the schema takes any https URL, the reader wants the prices. */
function homePageSources(tools: readonly Tool[]): Finding[] {
  return tools
    .filter((tool) => tool.pricingPage.replace(/\/$/, '') === tool.url.replace(/\/$/, ''))
    .map((tool) => warning(`${TOOLS_FILE}: ${tool.id}.pricingPage`, "is the vendor's home page: link its pricing page if it has one"));
}

/**
 * The "Current prices" link against the tool's check record: where the check relied on the vendor's
 * pricing page, the link goes to that page's site, and no link goes to a help or billing article
 * (the schema refuses those; a check source of kind "pricing" that is one is an error too).
 */
function pricingPagesAgainstChecks(tools: readonly Tool[]): Finding[] {
  return tools.flatMap((tool) => {
    const pricingSources = (tool.check?.sources ?? []).filter((source) => source.kind === 'pricing');
    return pricingSources.flatMap((source) => {
      const where = `${TOOLS_FILE}: ${tool.id}.check.sources`;
      if (NOT_A_PRICING_PAGE.test(source.url)) return [error(where, `${source.url} is a help or billing article, not a pricing page`)];
      if (new URL(source.url).hostname !== new URL(tool.pricingPage).hostname)
        return [
          error(
            `${TOOLS_FILE}: ${tool.id}.pricingPage`,
            `is on ${new URL(tool.pricingPage).hostname}, but the check read the pricing page at ${source.url}`,
          ),
        ];
      return [];
    });
  });
}

/** "OpusClip" → a pattern for the same letters with or without spaces, dots or hyphens between them. */
function spellingsOf(name: string): RegExp {
  const letters = [...name.replace(/[^A-Za-z0-9]/g, '')].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![A-Za-z0-9])${letters.join('[\\s.\\-]?')}(?![A-Za-z0-9])`, 'gi');
}

/** Every string of a JSON value that a reader sees (not ids or slugs), with the path it is at. */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path === '' ? key : `${path}.${key}`));
  return [];
}

/**
 * A tool named another way than tools.json names it: another spelling (Opus Clip for OpusClip,
 * Reclaim AI for Reclaim.ai; a difference of letter case alone is left alone, as "later" or "make"
 * are also words) in a tool card, a quiz or the guide, or a card naming another tool's entry.
 */
function nameFindings(tools: readonly Tool[], content: AuditContent): Finding[] {
  const findings: Finding[] = [];
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  for (const article of content.articles) {
    article.cards.forEach((card, index) => {
      const tool = byId.get(card.id);
      if (tool && card.name !== tool.name) {
        findings.push(
          error(`${article.file}: ToolCard[${index}] (${tool.id})`, `names the tool "${card.name}", tools.json names it "${tool.name}"`),
        );
      }
    });
  }
  const texts = [
    ...stringsOf(content.quizzes.summaries, '').map((entry) => ({ where: `${QUIZ_FILES}: quizzes.${entry.path}`, text: entry.text })),
    ...stringsOf(content.quizzes.questions, '').map((entry) => ({ where: `${QUIZ_FILES}: questions.${entry.path}`, text: entry.text })),
    ...stringsOf(content.guide, '').map((entry) => ({ where: `${GUIDE_FILE}: ${entry.path}`, text: entry.text })),
  ];
  for (const tool of tools) {
    const pattern = spellingsOf(tool.name);
    for (const { where, text } of texts) {
      for (const match of text.matchAll(pattern)) {
        if (match[0] !== tool.name && match[0].toLowerCase() !== tool.name.toLowerCase()) {
          findings.push(error(where, `spells ${tool.name} "${match[0]}": use the name tools.json gives it`));
        }
      }
    }
  }
  return findings;
}

/**
 * In article prose (outside the tool cards), for the articles' editor: a tool named another way than
 * tools.json names it. Warnings: the prose is edited by hand. (What prose says about plans and prices
 * is held to the record by the content build: scripts/content/claims.ts.)
 */
function proseFindings(tools: readonly Tool[], content: AuditContent): Finding[] {
  const findings: Finding[] = [];
  const patterns = tools.map((tool) => ({ tool, pattern: spellingsOf(tool.name) }));
  for (const article of content.articles) {
    article.body.split('\n').forEach((line, index) => {
      if (/^<ToolCard\b/.test(line.trim())) return;
      const where = `${article.file}:${article.bodyLine + index}`;
      for (const { tool, pattern } of patterns) {
        for (const match of line.matchAll(pattern)) {
          // A tool's id (sidebarTools: [opus-clip]) is not a name.
          if (match[0] === tool.id || match[0] === tool.name || match[0].toLowerCase() === tool.name.toLowerCase()) continue;
          findings.push(warning(where, `spells ${tool.name} "${match[0]}"`));
        }
      }
    });
  }
  return findings;
}

export const check: AuditCheck = (content) => [
  ...homePageSources(content.tools),
  ...pricingPagesAgainstChecks(content.tools),
  ...nameFindings(content.tools, content),
  ...proseFindings(content.tools, content),
];
