import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';

import type { Plan, Reading } from '@toolverse/shared-content/content/schemas/tool';
import type { Quiz } from '@toolverse/shared-content/content/schemas/quiz';
import { TOOL_INDEX, type ToolSummary } from '@toolverse/shared-content/content/tool-index';
import { withQuestions } from '../data/questions';
import { QUIZZES as SUMMARIES } from '../data/quizzes';
import { archetypeOf, budgetOf, quizResults, scoreAnswers, type OptionId } from './scoring';

const QUIZZES = SUMMARIES.map(withQuestions);
const quiz = QUIZZES[0]!;
const all = (option: OptionId) => quiz.questions.map(() => option);

/** A two-question quiz over made-up tools, to pin down one rule at a time. */
function tinyQuiz(a: Record<string, number>, b: Record<string, number>, budget?: 'free' | 'under-50'): Quiz {
  const options = (weights: Record<string, number>, extra = {}) =>
    (['a', 'b', 'c', 'd'] as const).map((id) => ({
      id,
      text: `Answer ${id}`,
      weights: id === 'a' ? weights : { filler: 1 },
      ...(id === 'a' ? extra : {}),
    }));
  return {
    ...quiz,
    archetypes: undefined,
    questions: [
      { id: 'q1', question: 'First question?', options: options(a) },
      { id: 'q2', question: 'Second question?', options: options(b, budget ? { budget } : {}) },
    ],
  };
}
/** The summary of a record made from one reading of these plans, as the content build makes it. */
const plansOf = (plans: Plan[], extra: Partial<Pick<Reading, 'trial'>> = {}) =>
  planSummary(
    planRecord([
      {
        on: '2026-11-01',
        read: '2026-10-01',
        source: { kind: 'third-party-report', url: `https://github.com/example/r/blob/${'e'.repeat(40)}/x.md`, publisher: 'R' },
        plans,
        ...extra,
      },
    ]),
  );
const tool = (id: string, extra: Partial<ToolSummary> = {}): ToolSummary => ({
  ...TOOL_INDEX[0]!,
  id,
  name: id,
  plans: plansOf([{ name: 'Free', monthly: 0 }, { name: 'Pro' }]),
  ...extra,
});

describe('quiz scoring', () => {
  it('adds up the weights of the chosen answers per tool, counts the answers and keeps what each question said', () => {
    const scores = scoreAnswers(quiz, all('a'));
    const expected = new Map<string, { score: number; fits: number; strongest: number; byQuestion: number[]; closeness: number[] }>();
    quiz.questions.forEach((question, index) => {
      for (const [id, weight] of Object.entries(question.options[0]!.weights)) {
        const fit = expected.get(id) ?? { score: 0, fits: 0, strongest: 0, byQuestion: quiz.questions.map(() => 0), closeness: [] };
        fit.byQuestion[index] = weight;
        expected.set(id, { ...fit, score: fit.score + weight, fits: fit.fits + 1, strongest: Math.max(fit.strongest, weight) });
      }
    });
    expect(scores).toEqual(expected);
  });

  it("breaks an even tie by how deeply the answers back each tool, then by the quiz's goal among the tools' own goals, never by name", () => {
    // Both score 7 from three answers, strongest 3: "deep" has a second 3, "wide" only 2s after it.
    const two = tinyQuiz({ wide: 3, deep: 3 }, { wide: 2, deep: 3 });
    const deeper = {
      ...two,
      questions: [
        ...two.questions,
        {
          ...two.questions[1]!,
          id: 'q3',
          options: two.questions[1]!.options.map((option) => (option.id === 'a' ? { ...option, weights: { wide: 2, deep: 1 } } : option)),
        },
      ],
    };
    expect(quizResults(deeper, ['a', 'a', 'a'], [tool('wide'), tool('deep')]).map((match) => match.tool.id)).toEqual(['deep', 'wide']);
    // Pointed to by the same answer with the same weight: the tool made mainly for the quiz's goal first,
    // whichever name comes first.
    const same = { ...tinyQuiz({ aa: 2, bb: 2 }, {}), goal: 'monetize' as const };
    const made = [tool('aa', { goals: ['create', 'monetize'] }), tool('bb', { goals: ['monetize'] })];
    expect(quizResults(same, ['a', 'b'], made).map((match) => match.tool.id)).toEqual(['bb', 'aa']);
  });

  it('leaves out a tool an article advises against for the reader the answers describe', () => {
    const writer = tinyQuiz({ jasper: 3, claude: 1 }, {});
    const tagged = {
      ...writer,
      questions: [
        { ...writer.questions[0]!, options: writer.questions[0]!.options.map((option) => ({ ...option, audience: 'writers' as const })) },
        writer.questions[1]!,
      ],
    };
    const tools = [tool('jasper'), tool('claude')];
    expect(quizResults(writer, ['a', 'b'], tools).map((match) => match.tool.id)).toEqual(['jasper', 'claude']);
    expect(quizResults(tagged, ['a', 'b'], tools).map((match) => match.tool.id)).toEqual(['claude']);
  });

  it('breaks a tie by how many answers point to the tool, then by its strongest answer, never by file order', () => {
    // Both score 3: "two" from two answers, "one" from one strong answer.
    const tied = tinyQuiz({ one: 3, two: 1 }, { two: 2 });
    const tools = [tool('one'), tool('two')];
    expect(quizResults(tied, ['a', 'a'], tools).map((match) => match.tool.id)).toEqual(['two', 'one']);
    expect(quizResults(tied, ['a', 'a'], [...tools].reverse()).map((match) => match.tool.id)).toEqual(['two', 'one']);
    // Same score, same number of answers: the stronger single answer wins.
    const even = tinyQuiz({ left: 3, right: 2 }, { left: 1, right: 2 });
    expect(quizResults(even, ['a', 'a'], [tool('right'), tool('left')]).map((match) => match.tool.id)).toEqual(['left', 'right']);
  });

  it('treats a budget answer as a constraint on the bracket of each record: a free plan fits any budget, a paid tool from its dated figure', () => {
    const tools = [
      tool('paid-one', { plans: plansOf([{ name: 'Pro', monthly: 20 }]) }),
      tool('free-one', {
        plans: plansOf([
          { name: 'Free', monthly: 0 },
          { name: 'Team', monthly: 120 },
        ]),
      }),
      tool('unpriced', { plans: plansOf([{ name: 'Pro' }], { trial: 14 }) }),
    ];
    const strong = tinyQuiz({ 'paid-one': 3, unpriced: 2, 'free-one': 1 }, { 'free-one': 1 }, 'free');
    expect(budgetOf(strong, ['a', 'a'])).toBe('free');
    // A free plan fits "free" whatever its paid plans cost; a paid tool does not.
    expect(quizResults(strong, ['a', 'a'], tools).map((match) => match.tool.id)).toEqual(['free-one']);
    const under50 = tinyQuiz({ 'paid-one': 3, unpriced: 2, 'free-one': 1 }, { 'free-one': 1 }, 'under-50');
    expect(quizResults(under50, ['a', 'a'], tools).map((match) => match.tool.id)).toEqual(['paid-one', 'free-one']);
    // No upper limit: the tool without a dated figure may be shown too.
    expect(quizResults(strong, ['a', 'b'], tools).map((match) => match.tool.id)).toEqual(['paid-one', 'unpriced', 'free-one']);
  });

  it('shows as the match the share of the answers that point to the tool', () => {
    const results = quizResults(quiz, all('b'), TOOL_INDEX);
    expect(results).toHaveLength(3);
    for (const result of results) {
      const pointing = quiz.questions.filter((question) => result.tool.id in question.options[1]!.weights).length;
      expect(result.fits).toBe(pointing);
      expect(result.match).toBe(Math.round((100 * pointing) / quiz.questions.length));
    }
  });

  it('names the archetype most answers speak for, the first answer settling a tie', () => {
    expect(archetypeOf(quiz, all('a'))?.name).toBe('The Storyteller');
    expect(archetypeOf(quiz, ['b', 'b', 'c', 'b', 'd'])?.name).toBe('The Entertainer');
    expect(archetypeOf(quiz, ['d', 'c', 'c', 'd', 'a'])?.name).toBe('The Teacher');
    expect(
      archetypeOf(
        QUIZZES[1]!,
        QUIZZES[1]!.questions.map(() => 'a'),
      ),
    ).toBeUndefined();
  });
});
