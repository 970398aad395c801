import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import { QUIZ_FACTS, quizProblems } from '@toolverse/shared-content/content/schemas/quiz';
import type { Plan, Reading } from '@toolverse/shared-content/content/schemas/tool';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import questions from './questions.json';
import { joinQuizData } from './quizzes';
import summaries from './quizzes.json';

type QuizData = { id: string; questions: { options: { id: string; weights: Record<string, number>; budget?: string }[] }[] }[];
const data = joinQuizData(summaries, questions) as QuizData;

const copy = () => JSON.parse(JSON.stringify(data)) as QuizData;

/** One reading of these plans, as a tool's history would hold it. */
const reading = (plans: Plan[]): Reading => ({
  on: '2026-11-01',
  read: '2026-10-01',
  source: { kind: 'third-party-report', url: `https://github.com/example/r/blob/${'e'.repeat(40)}/x.md`, publisher: 'R' },
  plans,
});

describe('the quiz data', () => {
  it('passes the schema and points only to tools of The Arsenal', () => {
    expect(quizProblems(data, TOOL_INDEX)).toEqual([]);
  });

  it('asks each quiz its spec number of questions, each with four answers a-d', () => {
    for (const quiz of data) {
      expect(quiz.questions).toHaveLength(QUIZ_FACTS[quiz.id as keyof typeof QUIZ_FACTS].questions);
      for (const question of quiz.questions) expect(question.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('names the quiz and the field of a problem', () => {
    const short = copy();
    short[1]!.questions.pop();
    expect(quizProblems(short, TOOL_INDEX)).toEqual(['quizzes.json: 1.questions: has 6 questions, the spec gives hustle-style 7']);

    const unknownTool = copy();
    unknownTool[0]!.questions[2]!.options[1]!.weights = { 'no-such-tool': 2 };
    expect(quizProblems(unknownTool, TOOL_INDEX)).toEqual([
      'quizzes.json: 0.questions.2.options.1.weights: "no-such-tool" is not a tool of the directory (creator-archetype q3b)',
    ]);

    const badWeight = copy();
    badWeight[3]!.questions[0]!.options[0]!.weights = { notion: 7 };
    expect(quizProblems(badWeight, TOOL_INDEX)[0]).toMatch(/^quizzes\.json: 3\.questions\.0\.options\.0\.weights\.notion: /);

    // "Free plans only for now" may not point to a tool whose record has no free plan: one with a dated
    // figure is named with its bracket, one without any says so.
    expect(data[1]!.questions[3]!.options[0]!.budget).toBe('free');
    const madeUp = (id: string, plans: Plan[]) => ({ ...TOOL_INDEX[0]!, id, plans: planSummary(planRecord([reading(plans)])) });
    const tools = [...TOOL_INDEX, madeUp('made-up-paid', [{ name: 'Pro', monthly: 60 }]), madeUp('made-up-unpriced', [{ name: 'Pro' }])];
    for (const [id, record] of [
      ['made-up-paid', 'paid, "50-200"'],
      ['made-up-unpriced', 'paid, no dated figure'],
    ] as const) {
      const overBudget = copy();
      overBudget[1]!.questions[3]!.options[0]!.weights = { [id]: 3 };
      expect(quizProblems(overBudget, tools)).toEqual([
        `quizzes.json: 1.questions.3.options.0.weights: "${id}" is above this answer's budget "free" (its record: ${record}) (hustle-style q4a)`,
      ]);
    }
    // The bracket is the record's: a tool with a free plan fits "free", whatever it costs to upgrade.
    const freePlan = copy();
    const withFreePlan = TOOL_INDEX.find((tool) => tool.plans.freePlan === true)!;
    freePlan[1]!.questions[3]!.options[0]!.weights = { [withFreePlan.id]: 2 };
    expect(quizProblems(freePlan, TOOL_INDEX)).toEqual([]);
    // An answer's words and its bracket agree.
    const words = copy() as (QuizData[number] & { questions: { options: { text: string }[] }[] })[];
    Object.assign(words[1]!.questions[3]!.options[2]!, { text: 'More than $50 a month, if the tools earn their keep', budget: '200-plus' });
    expect(quizProblems(words, TOOL_INDEX)).toEqual([
      'quizzes.json: 1.questions.3.options.2.text: "More than $50 a month, if the tools earn their keep" says "More than $50", but its bracket "200-plus" is over $200 a month (hustle-style q4c)',
    ]);
  });
});
