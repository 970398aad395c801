import type { Quiz } from '@toolverse/shared-content/schemas';
import type { ToolSummary } from '@toolverse/shared-content/tool-index';
import { RECOMMENDED, byFit, tighterBudget, toMatches, withinBudget, type Fit, type ToolMatch } from '../recommendation';

export type OptionId = Quiz['questions'][number]['options'][number]['id'];
/** The chosen option per question, in question order; undefined where none was chosen. */
export type Answers = readonly (OptionId | undefined)[];

function chosenOptions(quiz: Quiz, answers: Answers) {
  return quiz.questions.flatMap((question, index) => question.options.filter((option) => option.id === answers[index]));
}

/** Each tool's fit: the sum of the weights of the chosen answers that point to it, how many, the strongest. */
export function scoreAnswers(quiz: Quiz, answers: Answers): Map<string, Fit> {
  const fits = new Map<string, Fit>();
  for (const option of chosenOptions(quiz, answers)) {
    for (const [tool, weight] of Object.entries(option.weights)) {
      const fit = fits.get(tool) ?? { score: 0, fits: 0, strongest: 0 };
      fits.set(tool, { score: fit.score + weight, fits: fit.fits + 1, strongest: Math.max(fit.strongest, weight) });
    }
  }
  return fits;
}

/** The most the reader will pay, from the answers that say so (the tightest wins). */
export function budgetOf(quiz: Quiz, answers: Answers) {
  return chosenOptions(quiz, answers).reduce<ReturnType<typeof tighterBudget>>((limit, option) => tighterBudget(limit, option.budget), undefined);
}

/**
 * The quiz's result: the three tools within the reader's budget that the answers point to most,
 * each with the share of the answers that point to it.
 */
export function quizResults(quiz: Quiz, answers: Answers, tools: readonly ToolSummary[]): ToolMatch[] {
  const fits = scoreAnswers(quiz, answers);
  const budget = budgetOf(quiz, answers);
  const ranked = tools
    .filter((tool) => fits.has(tool.id) && withinBudget(tool, budget))
    .map((tool) => ({ tool, fit: fits.get(tool.id)! }))
    .sort(byFit);
  const answered = chosenOptions(quiz, answers).length;
  return toMatches(ranked, answered).slice(0, RECOMMENDED);
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
