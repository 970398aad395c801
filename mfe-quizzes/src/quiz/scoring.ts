import type { Quiz } from '@toolverse/shared-content/schemas';
import type { ToolSummary } from '@toolverse/shared-content/tool-index';
import { RECOMMENDED, topMatches, type ToolMatch } from '../recommendation';

export type OptionId = Quiz['questions'][number]['options'][number]['id'];
/** The chosen option per question, in question order; undefined where none was chosen. */
export type Answers = readonly (OptionId | undefined)[];

/** Each tool's score: the sum of the weights of the chosen options that point to it. */
export function scoreAnswers(quiz: Quiz, answers: Answers): Map<string, number> {
  const scores = new Map<string, number>();
  quiz.questions.forEach((question, index) => {
    const option = question.options.find((candidate) => candidate.id === answers[index]);
    for (const [tool, weight] of Object.entries(option?.weights ?? {})) scores.set(tool, (scores.get(tool) ?? 0) + weight);
  });
  return scores;
}

/**
 * The highest score any tool of this quiz can reach with some set of answers: 100% is the
 * strongest fit the quiz can express, so percentages compare across readers of one quiz.
 */
export function bestPossibleScore(quiz: Quiz): number {
  const best = new Map<string, number>();
  for (const question of quiz.questions) {
    const strongest = new Map<string, number>();
    for (const option of question.options) {
      for (const [tool, weight] of Object.entries(option.weights)) strongest.set(tool, Math.max(strongest.get(tool) ?? 0, weight));
    }
    for (const [tool, weight] of strongest) best.set(tool, (best.get(tool) ?? 0) + weight);
  }
  return Math.max(0, ...best.values());
}

/** The quiz's result: the three tools the answers point to most, with match percentages. */
export function quizResults(quiz: Quiz, answers: Answers, tools: readonly ToolSummary[]): ToolMatch[] {
  return topMatches(scoreAnswers(quiz, answers), tools, bestPossibleScore(quiz), RECOMMENDED);
}
