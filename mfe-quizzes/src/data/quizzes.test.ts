import { QUIZ_FACTS, quizProblems } from '@toolverse/shared-content/schemas';
import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import questions from './questions.json';
import { joinQuizData } from './quizzes';
import summaries from './quizzes.json';

type QuizData = { id: string; questions: { options: { id: string; weights: Record<string, number>; budget?: string }[] }[] }[];
const data = joinQuizData(summaries, questions) as QuizData;

const copy = () => JSON.parse(JSON.stringify(data)) as QuizData;

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

    // "Free plans only for now" may not point to a tool without a free plan.
    const overBudget = copy();
    overBudget[1]!.questions[3]!.options[0]!.weights = { kajabi: 3 };
    expect(quizProblems(overBudget, TOOL_INDEX)).toEqual([
      'quizzes.json: 1.questions.3.options.0.weights: "kajabi" is above this answer\'s budget "free" (its pricing: free-trial, \"50-200\") (hustle-style q4a)',
    ]);
    // Budgets are read from the pricing facts: a tool with a free plan fits "free" whatever its budget field.
    const freePlan = copy();
    freePlan[1]!.questions[3]!.options[0]!.weights = { typeform: 2 };
    expect(quizProblems(freePlan, TOOL_INDEX)).toEqual([]);
  });
});
