import * as z from 'zod';
import { QUIZ_FACTS, QUIZ_IDS } from '../quiz-ids';
import type { PlanSummary } from '../../domain/plans/summary';
import { BUDGETS, GOALS, USER_TYPES } from '../tool-taxonomy';

export { QUIZ_FACTS, QUIZ_IDS } from '../quiz-ids';

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

/** One answer: its text and how strongly it points to tools of the directory (1 weak .. 3 strong). */
export const QuizOptionSchema = z.strictObject({
  id: z.enum(OPTION_IDS),
  text: z.string().min(2).max(120),
  weights: z
    .record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a tool id'), z.int().min(1).max(3))
    .refine((weights) => Object.keys(weights).length >= 1, 'an answer must point to at least one tool'),
  /**
   * The most a reader who picks this answer will pay: a constraint on every result, never a
   * preference ("free" also rules out tools without a free plan).
   */
  budget: z.enum(BUDGETS).optional(),
  /**
   * Who a reader who picks this answer says they are, in the directory's user types: what the articles'
   * verdicts (advisesAgainst) are checked against, so no result contradicts an article for this reader.
   */
  audience: z.enum(USER_TYPES).optional(),
  /** What a reader who picks this answer wants, in the directory's goals (same use as `audience`). */
  goal: z.enum(GOALS).optional(),
});

/** A reader type a quiz can name from the answers, with a few lines about it. */
export const ArchetypeSchema = z.strictObject({
  name: z.string().min(4).max(40),
  description: z.string().min(80).max(400),
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
    /** What a reader takes the quiz for: a tool made mainly for it wins a tie (see mfe-quizzes' byFit). */
    goal: z.enum(GOALS).optional(),
    /**
     * A quiz that names the reader's archetype: option a of every question speaks for archetype a,
     * and so on; the letter chosen most names the reader.
     */
    archetypes: z.strictObject({ a: ArchetypeSchema, b: ArchetypeSchema, c: ArchetypeSchema, d: ArchetypeSchema }).optional(),
    questions: z.array(QuizQuestionSchema).min(1),
  })
  .superRefine((quiz, context) => {
    const facts = QUIZ_FACTS[quiz.id];
    if (quiz.questions.length !== facts.questions) {
      context.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `has ${quiz.questions.length} questions, the spec gives ${quiz.id} ${facts.questions}`,
      });
    }
    quiz.questions.forEach((question, index) => {
      if (question.id !== `q${index + 1}`)
        context.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: `is ${question.id}, expected q${index + 1}` });
    });
    if ((quiz.id === 'creator-archetype') !== (quiz.archetypes !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['archetypes'],
        message: 'the creator-archetype quiz, and only it, names an archetype for each answer letter',
      });
    }
  });

/** All four quizzes, each once, in the spec's order. */
export const QuizzesSchema = z
  .array(QuizSchema)
  .refine(
    (quizzes) => quizzes.map((quiz) => quiz.id).join() === QUIZ_IDS.join(),
    `must hold the four quizzes in order: ${QUIZ_IDS.join(', ')}`,
  );

export type Quiz = z.infer<typeof QuizSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type QuizOption = z.infer<typeof QuizOptionSchema>;

/**
 * What the tools' pages need of the quizzes (content/quiz-tools.json): the tools each quiz's answers
 * weight, so can recommend. The quizzes remote's check writes it from its own data
 * (mfe-quizzes/scripts/check-content.ts); the content build reads it with the rest of content/.
 */
export const QuizToolsSchema = z.partialRecord(z.enum(QUIZ_IDS), z.array(z.string()));
export type QuizTools = z.infer<typeof QuizToolsSchema>;

/** The tools each quiz weights, in the spec's order of quizzes, each list sorted. */
export function quizTools(quizzes: readonly Quiz[]): QuizTools {
  return Object.fromEntries(
    quizzes.map((quiz) => [
      quiz.id,
      [...new Set(quiz.questions.flatMap((question) => question.options.flatMap((option) => Object.keys(option.weights))))].sort(),
    ]),
  );
}

/** What the quiz checks need to know of a tool of the directory: its budget bracket, from its record of plans. */
export interface QuizToolFacts {
  id: string;
  plans: Pick<PlanSummary, 'bracket' | 'model'>;
}

type Budget = (typeof BUDGETS)[number];

/** Each bracket's bounds a month: what an answer's words may say of it. */
const BRACKET_BOUNDS: Record<Budget, { low: number | null; high: number | null }> = {
  free: { low: null, high: 0 },
  'under-50': { low: null, high: 50 },
  '50-200': { low: 50, high: 200 },
  '200-plus': { low: 200, high: null },
};

/**
 * Where an answer's words and its budget bracket disagree: a figure the words give as an upper limit
 * ("up to $50", "under $50") must be the bracket's top, one given as a lower limit ("more than $50",
 * "over $200") its bottom, a range ("$50 to $200") both; a bracket of "free" has no figure in its
 * words, and words that say "free" with no figure belong to the "free" bracket. Null when they agree.
 */
export function budgetWordsProblem(text: string, budget: Budget): string | null {
  const { low, high } = BRACKET_BOUNDS[budget];
  const figures = [...text.matchAll(/\$\s?([\d,]+)/g)].map((match) => Number(match[1]!.replace(/,/g, '')));
  const range = /\$\s?([\d,]+)\s*(?:to|-|–|and)\s*\$\s?([\d,]+)/i.exec(text);
  const upper = /\b(?:up to|under|less than|below|at most|no more than)(?: about| around)?\s*\$\s?([\d,]+)/i.exec(text);
  const lower = /\b(?:more than|over|above|at least|from)(?: about| around)?\s*\$\s?([\d,]+)/i.exec(text);
  const value = (match: RegExpExecArray | null, group = 1) => (match ? Number(match[group]!.replace(/,/g, '')) : null);
  if (budget === 'free')
    return figures.length > 0 ? `names ${figures.map((figure) => `$${figure}`).join(', ')}, but its bracket is "free"` : null;
  if (figures.length === 0)
    return /\bfree\b/i.test(text) && !/\bpaid\b|\bpay\b/i.test(text) ? `says "free", but its bracket is "${budget}"` : null;
  if (range) {
    const [from, to] = [value(range, 1), value(range, 2)];
    return from === low && to === high ? null : `says $${from} to $${to}, but its bracket "${budget}" is ${boundsText(budget)}`;
  }
  if (upper && value(upper) !== high) return `says "${upper[0]}", but its bracket "${budget}" is ${boundsText(budget)}`;
  if (lower && value(lower) !== low) return `says "${lower[0]}", but its bracket "${budget}" is ${boundsText(budget)}`;
  if (!upper && !lower)
    return `names ${figures.map((figure) => `$${figure}`).join(', ')} without saying whether it is a limit of its bracket "${budget}"`;
  return null;
}

function boundsText(budget: Budget): string {
  const { low, high } = BRACKET_BOUNDS[budget];
  if (low === null) return high === 0 ? 'free' : `under $${high} a month`;
  return high === null ? `over $${low} a month` : `$${low} to $${high} a month`;
}

/**
 * Every problem of a quiz file, each naming the quiz and the field: unknown tool ids, an answer whose
 * words and budget bracket disagree, and an answer that sets a budget yet points to a tool above it
 * (the reader could never be shown that tool).
 */
export function quizProblems(data: unknown, tools: readonly QuizToolFacts[], file = 'quizzes.json'): string[] {
  const parsed = QuizzesSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  return parsed.data.flatMap((quiz, quizIndex) =>
    quiz.questions.flatMap((question, questionIndex) =>
      question.options.flatMap((option, optionIndex) => {
        const which = `(${quiz.id} ${question.id}${option.id})`;
        const at = `${file}: ${quizIndex}.questions.${questionIndex}.options.${optionIndex}`;
        const words = option.budget === undefined ? null : budgetWordsProblem(option.text, option.budget);
        return [
          ...(words === null ? [] : [`${at}.text: "${option.text}" ${words} ${which}`]),
          ...Object.keys(option.weights).flatMap((id) => {
            const where = `${at}.weights: "${id}"`;
            const tool = byId.get(id);
            if (!tool) return [`${where} is not a tool of the directory ${which}`];
            const { budget } = option;
            if (budget === undefined) return [];
            // The bracket a tool fits is its record's (a free plan fits any budget); a tool with no
            // dated figure fits only a reader with no upper limit.
            const { bracket } = tool.plans;
            const over = bracket === null ? budget !== '200-plus' : BUDGETS.indexOf(bracket) > BUDGETS.indexOf(budget);
            return over
              ? [
                  `${where} is above this answer's budget "${budget}" (its record: ${tool.plans.model ?? 'no plans read'}, ${bracket === null ? 'no dated figure' : `"${bracket}"`}) ${which}`,
                ]
              : [];
          }),
        ];
      }),
    ),
  );
}
