// The checks of The Arsenal and of what the articles say about it: one entry per id, the configured
// top picks, tool cards and verdicts naming its tools, claims and bundled plans agreeing with the
// records, the corrections. Each names the file and the field, as the article checks (./checks.ts) do.
import { factText, recordOn } from '../../src/domain/plans/history';
import { figuresOf, planKey, type Basis } from '../../src/domain/plans/figures';
import { money } from '../../src/domain/plans/words';
import { TOOL_CATEGORIES } from '../../src/content/schemas/tool';
import { TOOL_PATH_WORDS, inCategory } from '../../src/content/tool-taxonomy';
import type { ContentCheck } from './checks';
import { claimProblems } from './claims';

// The Arsenal: one entry per id, the configured top picks, every category with a few tools.

export const toolIdsUnique: ContentCheck = ({ tools }) => {
  const seen = new Set<string>();
  return tools.flatMap((tool) => {
    const repeated = seen.has(tool.id);
    seen.add(tool.id);
    return repeated ? [`content/tools.json: "${tool.id}" is listed twice`] : [];
  });
};

export const toolIdsLeavePresetUrls: ContentCheck = ({ tools }) =>
  tools.flatMap((tool) =>
    TOOL_PATH_WORDS.includes(tool.id)
      ? [
          `content/tools.json: "${tool.id}" would take the URL /tools/${tool.id}, which is a page of the directory (a preset view or the compare page); choose another id`,
        ]
      : [],
  );

export const topPicksCount: ContentCheck = ({ tools, config }) => {
  const picks = tools.filter((tool) => tool.topPick).length;
  return picks === config.topPicks
    ? []
    : [`content/tools.json: ${picks} tools have topPick: true, The Arsenal shows exactly ${config.topPicks}`];
};

export const toolCategoriesHoldEnoughTools: ContentCheck = ({ tools, config }) =>
  TOOL_CATEGORIES.flatMap((category) => {
    const count = tools.filter((tool) => inCategory(tool, category)).length;
    return count >= config.minToolsPerCategory
      ? []
      : [
          `content/tools.json: category "${category}" has ${count} tool(s); a filter button needs at least ${config.minToolsPerCategory} to be worth pressing`,
        ];
  });

// Between the articles and The Arsenal.

/** Every tool card of an article is a tool of the directory, under the same vendor URL. */
export const toolCardsNameDirectoryTools: ContentCheck = ({ articles, tools }) => {
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  return articles.flatMap(({ article, source }) =>
    article.tools.flatMap((card, index) => {
      const tool = byId.get(card.id);
      const where = `${source.file}: ToolCard[${index}]`;
      if (!tool) return [`${where}: "${card.id}" is not a tool of content/tools.json`];
      return tool.url === card.url ? [] : [`${where}: links ${card.url}, content/tools.json has ${tool.url} for ${card.id}`];
    }),
  );
};

/** An article can advise against a tool only by the id The Arsenal gives it, so the quizzes can be held to it. */
export const verdictsNameDirectoryTools: ContentCheck = ({ articles, tools }) => {
  const ids = new Set(tools.map((tool) => tool.id));
  return articles.flatMap(({ article, source }) =>
    (article.advisesAgainst ?? []).flatMap((verdict, index) =>
      ids.has(verdict.tool)
        ? []
        : [`${source.file}: frontmatter.advisesAgainst.${index}.tool: "${verdict.tool}" is not a tool of content/tools.json`],
    ),
  );
};

/** What an article says of a tool's plans agrees with the tool's record (./claims.ts). */
export const articleClaimsAgreeWithRecords: ContentCheck = ({ articles, tools, records }) => {
  const claimed = tools.map((tool) => ({ tool, record: records.get(tool.id)! }));
  return articles.flatMap((article) => claimProblems(article, claimed));
};

/**
 * A plan one product sells for several tools (the same `bundle` on each tool's plan) has one price:
 * two tools' records that price it differently on the same basis are refused, naming both.
 */
export const bundledPlansAgree: ContentCheck = ({ tools, records }) => {
  const priced = new Map<string, { id: string; name: string; figures: Partial<Record<Basis, number>> }[]>();
  for (const tool of tools)
    for (const plan of records.get(tool.id)?.plans ?? []) {
      if (!plan.bundle) continue;
      const key = `${plan.bundle}: ${planKey(plan.name, tool.name)}`;
      priced.set(key, [...(priced.get(key) ?? []), { id: tool.id, name: plan.name, figures: figuresOf(plan) }]);
    }
  return [...priced.entries()].flatMap(([key, entries]) =>
    entries.flatMap((entry, index) =>
      entries.slice(index + 1).flatMap((other) => {
        const basis = (Object.keys(entry.figures) as Basis[]).find(
          (each) => other.figures[each] !== undefined && other.figures[each] !== entry.figures[each],
        );
        return basis === undefined
          ? []
          : [
              `content/tool-history.json: ${entry.id} and ${other.id} price "${entry.name}" (bundle ${key.split(':')[0]}) differently: ${money(entry.figures[basis]!)} and ${money(other.figures[basis]!)} a month (${basis}); one plan sold for both has one price`,
            ];
      }),
    ),
  );
};

/** Every tool shows a dated figure, or its record says why: a search that found none. */
export const toolsWithoutFigureSayWhy: ContentCheck = ({ tools, records }) =>
  tools.flatMap((tool) => {
    const record = records.get(tool.id)!;
    if (record.cheapest !== null || record.model === 'free') return [];
    if (record.noFigure === null)
      return [
        `content/tool-history.json: ${tool.id} has no dated figure: add a reading, or a search ({"on", "searched"}) that says in one line what was searched`,
      ];
    // The page shows the newest search as it is written: a whole sentence, in a reader's words.
    return /[.!?]$/.test(record.noFigure)
      ? []
      : [`content/tool-history.json: ${tool.id}: the search its page shows must be a whole sentence, ending with a full stop: add one`];
  });

/** A correction changes something: what we said before is not what the record says since. */
export const correctionsCorrectSomething: ContentCheck = ({ corrections, history, tools }) => {
  const names = new Map(tools.map((tool) => [tool.id, tool.name]));
  return corrections.flatMap((correction, index) => {
    const now = factText(correction.fact, recordOn(history.get(correction.tool) ?? [], correction.on, names.get(correction.tool)));
    return now === correction.from
      ? [
          `content/corrections.json: ${index} (${correction.tool}, ${correction.fact}): "${correction.from}" is what the record says on ${correction.on}: nothing was corrected`,
        ]
      : [];
  });
};
