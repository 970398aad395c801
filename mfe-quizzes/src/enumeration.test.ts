// Every answer combination of every quiz and of the home Tool Finder, scored with the site's own
// code (no rendering), against what a reader is promised: budgets are constraints on the brackets of the
// tools' records of plans, ties go to the better fit (never to a name, in the quizzes), no result is a tool one of
// our articles advises against for the reader the answers describe, every tool a quiz weights is
// recommended for some answers, and the Tool Finder's budget answers change what it recommends.
import { ARTICLE_VERDICTS, verdictsAgainst } from '@toolverse/shared-content/domain/verdicts';
import { monthlyCost } from '@toolverse/shared-content/domain/plans/summary';
import type { Quiz } from '@toolverse/shared-content/content/schemas/quiz';
import { TOOL_INDEX, type ToolSummary } from '@toolverse/shared-content/content/tool-index';
import { BUDGETS } from '@toolverse/shared-content/content/tool-taxonomy';
import { withQuestions } from './data/questions';
import { QUIZZES } from './data/quizzes';
import { RECOMMENDED, sameFit, type ToolMatch } from './common/recommendation';
import { archetypeOf, budgetOf, quizResults, rankQuizTools, readerOf, scoreAnswers, type OptionId } from './quiz/scoring';
import { FINDER_QUESTIONS, recommendTools, type FinderAnswers } from './tool-finder/recommend';

const OPTIONS: readonly OptionId[] = ['a', 'b', 'c', 'd'];
const byId = new Map(TOOL_INDEX.map((tool) => [tool.id, tool]));

/** Every list of `length` answers a-d. */
function* combinations(length: number): Generator<OptionId[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of combinations(length - 1)) for (const option of OPTIONS) yield [...rest, option];
}

const rank = (budget: (typeof BUDGETS)[number]) => BUDGETS.indexOf(budget);

/**
 * The budget promise, from the records' brackets: a free plan fits any budget, a dated figure fits
 * its bracket and above, a paid tool whose price was not confirmed only "$200+".
 */
function withinBudget(tool: ToolSummary, budget: (typeof BUDGETS)[number] | undefined): boolean {
  if (budget === undefined) return true;
  const { bracket } = tool.plans;
  return bracket === null ? budget === '200-plus' : rank(bracket) <= rank(budget);
}

/** A result shuffled tools.json cannot change: ties never fall to the file's order. */
const reversed = [...TOOL_INDEX].reverse();

describe.each(QUIZZES.map((summary) => [summary.id, withQuestions(summary)] as const))(
  'every answer combination of %s',
  (_id, quiz: Quiz) => {
    const weighted = new Set(quiz.questions.flatMap((question) => question.options.flatMap((option) => Object.keys(option.weights))));
    const recommended = new Set<string>();
    const problems: string[] = [];
    let count = 0;

    beforeAll(() => {
      for (const answers of combinations(quiz.questions.length)) {
        count++;
        const results = quizResults(quiz, answers, TOOL_INDEX);
        const label = answers.join('');
        if (results.length !== RECOMMENDED) problems.push(`${label}: ${results.length} results`);
        const budget = budgetOf(quiz, answers);
        const fits = scoreAnswers(quiz, answers);
        const reader = readerOf(quiz, answers);
        for (const { tool, score, match } of results) {
          recommended.add(tool.id);
          if (!withinBudget(tool, budget)) problems.push(`${label}: ${tool.id} (${tool.plans.model}) is above the budget ${budget}`);
          for (const verdict of verdictsAgainst(tool.id, reader))
            problems.push(`${label}: ${tool.id}, which ${verdict.article} advises against for ${verdict.audience ?? verdict.goal}`);
          if (fits.get(tool.id)?.score !== score) problems.push(`${label}: ${tool.id} scored ${score}`);
          const pointing = quiz.questions.filter((question, index) =>
            question.options.some((option) => option.id === answers[index] && tool.id in option.weights),
          ).length;
          if (match !== Math.round((100 * pointing) / quiz.questions.length))
            problems.push(`${label}: ${tool.id} shows ${match}%, ${pointing} answers point to it`);
        }
        // Nothing better fits and is left out: every tool within budget, and not advised against for this
        // reader, scoring more than the last result is among the results.
        const last = results.at(-1);
        for (const [id, fit] of fits) {
          const tool = byId.get(id)!;
          const allowed = withinBudget(tool, budget) && verdictsAgainst(id, reader).length === 0;
          if (last && allowed && fit.score > last.score && !results.some((result) => result.tool.id === id))
            problems.push(`${label}: ${id} left out`);
        }
        // A name never decides: neither the order of the results nor which tool just misses the cut.
        const ranked = rankQuizTools(quiz, answers, TOOL_INDEX).slice(0, RECOMMENDED + 1);
        ranked.slice(1).forEach((entry, index) => {
          if (sameFit(ranked[index]!.fit, entry.fit))
            problems.push(`${label}: ${ranked[index]!.tool.id} and ${entry.tool.id} tie on every measure`);
        });
        // Scoring twice is the slow part: one combination in seven is enough to catch file order.
        if (count % 7 === 0) {
          const shuffled = quizResults(quiz, answers, reversed).map((result) => result.tool.id);
          if (shuffled.join() !== results.map((result) => result.tool.id).join())
            problems.push(`${label}: the order of tools.json changes the result`);
        }
      }
    });

    it("recommends three tools within the reader's budget, the best fits, whatever the order of tools.json", () => {
      expect(count).toBe(4 ** quiz.questions.length);
      expect(problems.slice(0, 10)).toEqual([]);
    });

    it('can recommend every tool it weights', () => {
      expect([...weighted].filter((id) => !recommended.has(id))).toEqual([]);
    });

    it('tags no answer so that it weights a tool an article advises against for that reader', () => {
      const contradictions = quiz.questions.flatMap((question) =>
        question.options.flatMap((option) =>
          Object.keys(option.weights).flatMap((id) =>
            verdictsAgainst(id, {
              audiences: option.audience ? [option.audience] : [],
              goals: [...(option.goal ? [option.goal] : []), ...(quiz.goal ? [quiz.goal] : [])],
            }).map(
              (verdict) =>
                `${question.id}${option.id} weights ${id}, which ${verdict.article} advises against for ${verdict.audience ?? verdict.goal}`,
            ),
          ),
        ),
      );
      expect(contradictions).toEqual([]);
    });
  },
);

describe("the articles' verdicts", () => {
  it('are there to hold the quizzes to, each about a tool of The Arsenal', () => {
    expect(ARTICLE_VERDICTS.length).toBeGreaterThan(0);
    for (const verdict of ARTICLE_VERDICTS) expect(byId.has(verdict.tool)).toBe(true);
  });
});

describe('the creator-archetype quiz', () => {
  const quiz = withQuestions(QUIZZES.find((summary) => summary.id === 'creator-archetype')!);

  it('names an archetype for every combination, the one most answers speak for', () => {
    const names = new Set<string>();
    for (const answers of combinations(quiz.questions.length)) {
      const archetype = archetypeOf(quiz, answers);
      expect(archetype).toBeDefined();
      names.add(archetype!.name);
      const counts = OPTIONS.map((option) => answers.filter((answer) => answer === option).length);
      const named = OPTIONS.find((option) => quiz.archetypes![option].name === archetype!.name)!;
      expect(counts[OPTIONS.indexOf(named)]).toBe(Math.max(...counts));
    }
    expect(names.size).toBe(4);
  });
});

describe('every answer combination of the Tool Finder', () => {
  type Option<K extends keyof FinderAnswers> = FinderAnswers[K] | undefined;
  const ids = (index: 0 | 1 | 2) => [...FINDER_QUESTIONS[index].options.map((option) => option.id), undefined];
  const combos: FinderAnswers[] = [];
  for (const goal of ids(0) as Option<'goal'>[])
    for (const creator of ids(1) as Option<'creator'>[])
      for (const budget of ids(2) as Option<'budget'>[]) combos.push({ goal, creator, budget });
  const results = new Map(combos.map((answers) => [answers, recommendTools(answers, TOOL_INDEX)]));
  const idsOf = (matches: readonly ToolMatch[]) => matches.map((match) => match.tool.id).join();

  /** Who the reader said they are and what they want, as the articles' verdicts name readers. */
  const readerOfFinder = (answers: FinderAnswers) => ({
    audiences:
      answers.creator === 'writer'
        ? ['writers' as const]
        : answers.creator === 'designer'
          ? ['designers' as const]
          : answers.creator === 'developer'
            ? ['developers' as const]
            : [],
    goals: answers.goal ? [answers.goal] : [],
  });

  it('covers all 125 combinations, skips included, and never shows a tool above the budget or one an article advises against', () => {
    expect(combos).toHaveLength(125);
    for (const [answers, matches] of results) {
      const answered = Object.values(answers).filter((answer) => answer !== undefined).length;
      expect(matches).toHaveLength(answered === 0 ? 0 : RECOMMENDED);
      for (const { tool } of matches) {
        expect(withinBudget(tool, answers.budget)).toBe(true);
        expect([tool.id, verdictsAgainst(tool.id, readerOfFinder(answers))]).toEqual([tool.id, []]);
      }
      expect(idsOf(recommendTools(answers, reversed))).toBe(idsOf(matches));
    }
  });

  it('keeps the three tools together within a monthly budget', () => {
    const caps = { 'under-50': 50, '50-200': 200 } as const;
    for (const [answers, matches] of results) {
      if (answers.budget !== 'under-50' && answers.budget !== '50-200') continue;
      const known = matches.map(({ tool }) => (tool.plans.bracket === 'free' ? 0 : (monthlyCost(tool.plans) ?? Infinity)));
      expect(known.reduce((sum, cost) => sum + cost, 0)).toBeLessThanOrEqual(caps[answers.budget]);
    }
  });

  it('changes its results with every budget answer, for some goal and creator', () => {
    const budgets = ['free', 'under-50', '50-200', '200-plus'] as const;
    for (let index = 1; index < budgets.length; index++) {
      const differs = combos
        .filter((answers) => answers.budget === budgets[index])
        .some((answers) => idsOf(results.get(answers)!) !== idsOf(recommendTools({ ...answers, budget: budgets[index - 1] }, TOOL_INDEX)));
      expect([budgets[index - 1], budgets[index], differs]).toEqual([budgets[index - 1], budgets[index], true]);
    }
  });

  it('recommends a video or audio tool to a video creator who wants to make money, at every budget', () => {
    for (const budget of [...BUDGETS, undefined]) {
      const matches = recommendTools({ goal: 'monetize', creator: 'video', budget }, TOOL_INDEX);
      expect(matches.some(({ tool }) => tool.category === 'video')).toBe(true);
    }
  });
});
