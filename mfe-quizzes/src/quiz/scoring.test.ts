import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import { withQuestions } from '../data/questions';
import { QUIZZES as SUMMARIES } from '../data/quizzes';
import { bestPossibleScore, quizResults, scoreAnswers, type OptionId } from './scoring';

const QUIZZES = SUMMARIES.map(withQuestions);
const quiz = QUIZZES[0]!;
const all = (option: OptionId) => quiz.questions.map(() => option);

describe('quiz scoring', () => {
  it('adds up the weights of the chosen answers per tool', () => {
    const answers = all('a');
    const scores = scoreAnswers(quiz, answers);
    const expected = new Map<string, number>();
    quiz.questions.forEach((question) => {
      for (const [tool, weight] of Object.entries(question.options[0]!.weights)) expected.set(tool, (expected.get(tool) ?? 0) + weight);
    });
    expect(scores).toEqual(expected);
  });

  it('recommends the three highest-scoring tools with percentages of the best fit the quiz can give', () => {
    const results = quizResults(quiz, all('b'), TOOL_INDEX);
    expect(results).toHaveLength(3);
    const best = bestPossibleScore(quiz);
    for (const result of results) expect(result.match).toBe(Math.round((100 * result.score) / best));
    expect(results.map((result) => result.score)).toEqual([...results.map((result) => result.score)].sort((a, b) => b - a));
  });

  it('changes with the answers', () => {
    const writer = quizResults(quiz, all('a'), TOOL_INDEX).map((result) => result.tool.id);
    const video = quizResults(quiz, all('b'), TOOL_INDEX).map((result) => result.tool.id);
    expect(writer).not.toEqual(video);
    expect(quizResults(quiz, all('a'), TOOL_INDEX)[0]!.match).not.toBe(quizResults(quiz, all('c'), TOOL_INDEX)[0]!.match);
  });

  it('gives every quiz three results for any single answer pattern', () => {
    for (const each of QUIZZES) {
      for (const option of ['a', 'b', 'c', 'd'] as const) {
        const results = quizResults(each, each.questions.map(() => option), TOOL_INDEX);
        expect(results).toHaveLength(3);
        for (const result of results) expect(result.match).toBeGreaterThan(0);
      }
    }
  });
});
