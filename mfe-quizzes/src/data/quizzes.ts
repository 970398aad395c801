import type { QuizId } from '@toolverse/shared-content/content/quiz-ids';
import type { Quiz } from '@toolverse/shared-content/content/schemas/quiz';
import data from './quizzes.json';

/** What the picker shows of a quiz; its questions load with the quiz itself (questions.ts). */
export type QuizSummary = Omit<Quiz, 'questions'>;

/**
 * The four quizzes (quizzes.json, with their questions in questions.json; both are checked against
 * QuizSchema and the directory's tool ids by the build and by quizzes.test.ts).
 */
export const QUIZZES = data as unknown as readonly QuizSummary[];

export function quizById(id: string): QuizSummary | undefined {
  return QUIZZES.find((quiz) => quiz.id === (id as QuizId));
}

/** The quizzes as their two files hold them, joined into one value for the schema to check. */
export function joinQuizData(summaries: unknown, questions: unknown): unknown {
  if (!Array.isArray(summaries) || typeof questions !== 'object' || questions === null) return summaries;
  return summaries.map((summary: unknown) => {
    const id = (summary as { id?: unknown } | null)?.id;
    return typeof id === 'string' && typeof summary === 'object'
      ? { ...summary, questions: (questions as Record<string, unknown>)[id] }
      : summary;
  });
}
