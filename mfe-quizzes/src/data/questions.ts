import type { Quiz } from '@toolverse/shared-content/content/schemas/quiz';
import data from './questions.json';
import type { QuizSummary } from './quizzes';

const QUESTIONS = data as unknown as Readonly<Record<QuizSummary['id'], Quiz['questions']>>;

/** A quiz with its questions. This module is part of the quiz chunk, not of the picker. */
export function withQuestions(summary: QuizSummary): Quiz {
  return { ...summary, questions: QUESTIONS[summary.id] };
}
