import * as z from 'zod';
import { QUIZ_FACTS, QUIZ_IDS } from '../quiz-ids';

export { QUIZ_FACTS, QUIZ_IDS } from '../quiz-ids';

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

/** One answer: its text and how strongly it points to tools of the directory (1 weak .. 3 strong). */
export const QuizOptionSchema = z.strictObject({
  id: z.enum(OPTION_IDS),
  text: z.string().min(2).max(120),
  weights: z
    .record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a tool id'), z.int().min(1).max(3))
    .refine((weights) => Object.keys(weights).length >= 1, 'an answer must point to at least one tool'),
});

export const QuizQuestionSchema = z.strictObject({
  id: z.string().regex(/^q\d+$/, 'must read q1, q2, ...'),
  question: z.string().min(10).max(160),
  options: z
    .array(QuizOptionSchema)
    .length(4)
    .refine((options) => options.every((option, index) => option.id === OPTION_IDS[index]), 'options are a, b, c and d, in that order'),
});

/** A quiz's words and questions; its spec facts (question count, minutes, featured) are QUIZ_FACTS. */
export const QuizSchema = z
  .strictObject({
    id: z.enum(QUIZ_IDS),
    title: z.string().min(10).max(80),
    description: z.string().min(40).max(200),
    /** The line above the results. */
    resultIntro: z.string().min(20).max(200),
    questions: z.array(QuizQuestionSchema).min(1),
  })
  .superRefine((quiz, context) => {
    const facts = QUIZ_FACTS[quiz.id];
    if (quiz.questions.length !== facts.questions) {
      context.addIssue({ code: 'custom', path: ['questions'], message: `has ${quiz.questions.length} questions, the spec gives ${quiz.id} ${facts.questions}` });
    }
    quiz.questions.forEach((question, index) => {
      if (question.id !== `q${index + 1}`) context.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: `is ${question.id}, expected q${index + 1}` });
    });
  });

/** All four quizzes, each once, in the spec's order. */
export const QuizzesSchema = z
  .array(QuizSchema)
  .refine((quizzes) => quizzes.map((quiz) => quiz.id).join() === QUIZ_IDS.join(), `must hold the four quizzes in order: ${QUIZ_IDS.join(', ')}`);

export type Quiz = z.infer<typeof QuizSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type QuizOption = z.infer<typeof QuizOptionSchema>;

/** Every problem of a quiz file, each naming the quiz and the field; unknown tool ids included. */
export function quizProblems(data: unknown, toolIds: ReadonlySet<string>, file = 'quizzes.json'): string[] {
  const parsed = QuizzesSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return parsed.data.flatMap((quiz, quizIndex) =>
    quiz.questions.flatMap((question, questionIndex) =>
      question.options.flatMap((option, optionIndex) =>
        Object.keys(option.weights)
          .filter((id) => !toolIds.has(id))
          .map((id) => `${file}: ${quizIndex}.questions.${questionIndex}.options.${optionIndex}.weights: "${id}" is not a tool of the directory (${quiz.id} ${question.id}${option.id})`),
      ),
    ),
  );
}
