import type { Quiz, QuizOption } from '@toolverse/shared-content/content/schemas/quiz';
import type { ToolSummary } from '@toolverse/shared-content/content/tool-index';
import type { ReaderProfile } from '@toolverse/shared-content/domain/verdicts';
import {
  RECOMMENDED,
  advisedAgainst,
  byFit,
  editorialCloseness,
  goalRank,
  tighterBudget,
  toMatches,
  withinBudget,
  type Fit,
  type ToolMatch,
} from '../common/recommendation';

export type OptionId = Quiz['questions'][number]['options'][number]['id'];
/** The chosen option per question, in question order; undefined where none was chosen. */
export type Answers = readonly (OptionId | undefined)[];

/** The chosen options with the index of their question; unanswered questions are left out. */
function chosenOptions(quiz: Quiz, answers: Answers): { option: QuizOption; question: number }[] {
  const chosen: { option: QuizOption; question: number }[] = [];
  quiz.questions.forEach((question, index) => {
    const option = question.options.find((candidate) => candidate.id === answers[index]);
    if (option) chosen.push({ option, question: index });
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

/**
 * Each tool's fit: the sum of the weights of the chosen answers that point to it, how many, the strongest,
 * and the weight each question gives it in the order asked (for ties). `closeness` is filled in by
 * quizResults, which knows the tools.
 */
export function scoreAnswers(quiz: Quiz, answers: Answers): Map<string, Fit> {
  return fitsOf(chosenOptions(quiz, answers), quiz.questions.length);
}

function fitsOf(chosen: readonly { option: QuizOption; question: number }[], questions: number): Map<string, Fit> {
  const fits = new Map<string, Fit>();
  for (const { option, question } of chosen) {
    for (const [tool, weight] of Object.entries(option.weights)) {
      const fit = fits.get(tool) ?? { score: 0, fits: 0, strongest: 0, byQuestion: Array<number>(questions).fill(0), closeness: [] };
      const byQuestion = [...fit.byQuestion];
      byQuestion[question] = weight;
      fits.set(tool, { ...fit, score: fit.score + weight, fits: fit.fits + 1, strongest: Math.max(fit.strongest, weight), byQuestion });
    }
  }
  return fits;
}

/** Who the reader said they are and what they want, from the chosen answers' tags and the quiz's own goal. */
export function readerOf(quiz: Quiz, answers: Answers): ReaderProfile {
  const chosen = chosenOptions(quiz, answers).map(({ option }) => option);
  return {
    audiences: chosen.flatMap((option) => (option.audience ? [option.audience] : [])),
    goals: [...(quiz.goal ? [quiz.goal] : []), ...chosen.flatMap((option) => (option.goal ? [option.goal] : []))],
  };
}

/** The most the reader will pay, from the answers that say so (the tightest wins). */
export function budgetOf(quiz: Quiz, answers: Answers) {
  return chosenOptions(quiz, answers).reduce<ReturnType<typeof tighterBudget>>(
    (limit, { option }) => tighterBudget(limit, option.budget),
    undefined,
  );
}

/**
 * Every tool the answers point to that the reader may be shown, best fit first: within the reader's
 * budget, and not one of our articles advises against for the reader the answers describe. Ties go by
 * fit (byFit): how deeply the answers back each tool, then how high the quiz's goal comes among the
 * tool's own goals, then whether the tool is made for the reader's audience, then the earlier questions.
 */
export function rankQuizTools(quiz: Quiz, answers: Answers, tools: readonly ToolSummary[]): { tool: ToolSummary; fit: Fit }[] {
  const fits = scoreAnswers(quiz, answers);
  const budget = budgetOf(quiz, answers);
  const reader = readerOf(quiz, answers);
  const byId = toolsById(tools);
  return [...fits]
    .flatMap(([id, fit]) => {
      const tool = byId.get(id);
      if (!tool || !withinBudget(tool, budget) || advisedAgainst(tool, reader)) return [];
      const audience = reader.audiences.filter((type) => tool.userTypes.includes(type)).length;
      return [{ tool, fit: { ...fit, closeness: [goalRank(tool, quiz.goal), audience, ...editorialCloseness(tool)] } }];
    })
    .sort(byFit);
}

/** The quiz's result: the three best fits (rankQuizTools), each with the share of the answers that point to it. */
export function quizResults(quiz: Quiz, answers: Answers, tools: readonly ToolSummary[]): ToolMatch[] {
  return toMatches(rankQuizTools(quiz, answers, tools).slice(0, RECOMMENDED), chosenOptions(quiz, answers).length);
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
