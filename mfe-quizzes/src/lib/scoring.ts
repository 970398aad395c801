import type { Quiz, QuizOption } from '@toolverse/shared-content/schemas';
import type { ToolSummary } from '@toolverse/shared-content/tool-index';
import { RECOMMENDED, byFit, tighterBudget, toMatches, withinBudget, type Fit, type ToolMatch } from './recommendation';

export type OptionId = Quiz['questions'][number]['options'][number]['id'];
/** The chosen option per question, in question order; undefined where none was chosen. */
export type Answers = readonly (OptionId | undefined)[];

function chosenOptions(quiz: Quiz, answers: Answers): QuizOption[] {
  const chosen: QuizOption[] = [];
  quiz.questions.forEach((question, index) => {
    const option = question.options.find((candidate) => candidate.id === answers[index]);
    if (option) chosen.push(option);
  });
  return chosen;
}

const indexes = new WeakMap<readonly ToolSummary[], ReadonlyMap<string, ToolSummary>>();

/** The tools by id, built once per list: a quiz is scored many times against the same list. */
function toolsById(tools: readonly ToolSummary[]): ReadonlyMap<string, ToolSummary> {
  let index = indexes.get(tools);
  if (!index) {
    index = new Map(tools.map((tool) => [tool.id, tool]));
    indexes.set(tools, index);
  }
  return index;
}

/** Each tool's fit: the sum of the weights of the chosen answers that point to it, how many, the strongest. */
export function scoreAnswers(quiz: Quiz, answers: Answers): Map<string, Fit> {
  return fitsOf(chosenOptions(quiz, answers));
}

function fitsOf(chosen: readonly QuizOption[]): Map<string, Fit> {
  const fits = new Map<string, Fit>();
  for (const option of chosen) {
    for (const [tool, weight] of Object.entries(option.weights)) {
      const fit = fits.get(tool) ?? { score: 0, fits: 0, strongest: 0 };
      fits.set(tool, { score: fit.score + weight, fits: fit.fits + 1, strongest: Math.max(fit.strongest, weight) });
    }
  }
  return fits;
}

/** The most the reader will pay, from the answers that say so (the tightest wins). */
export function budgetOf(quiz: Quiz, answers: Answers) {
  return budgetOfChosen(chosenOptions(quiz, answers));
}

function budgetOfChosen(chosen: readonly QuizOption[]) {
  return chosen.reduce<ReturnType<typeof tighterBudget>>((limit, option) => tighterBudget(limit, option.budget), undefined);
}

/**
 * The quiz's result: the three tools within the reader's budget that the answers point to most,
 * each with the share of the answers that point to it.
 */
export function quizResults(quiz: Quiz, answers: Answers, tools: readonly ToolSummary[]): ToolMatch[] {
  const chosen = chosenOptions(quiz, answers);
  const fits = fitsOf(chosen);
  const budget = budgetOfChosen(chosen);
  const byId = toolsById(tools);
  const ranked = [...fits]
    .flatMap(([id, fit]) => {
      const tool = byId.get(id);
      return tool && withinBudget(tool, budget) ? [{ tool, fit }] : [];
    })
    .sort(byFit);
  return toMatches(ranked.slice(0, RECOMMENDED), chosen.length);
}

/** The archetype the answers point to: the letter chosen most, a tie settled by the first answer. */
export function archetypeOf(quiz: Quiz, answers: Answers) {
  if (!quiz.archetypes) return undefined;
  const counts = new Map<OptionId, number>();
  for (const answer of answers) if (answer) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  if (most === 0) return undefined;
  const tied = answers.filter((answer): answer is OptionId => answer !== undefined && counts.get(answer) === most);
  return quiz.archetypes[tied[0]!];
}
