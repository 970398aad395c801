import { progressOf, quizFlowReducer, startFlow, type QuizFlow, type QuizFlowAction } from './flow';

const run = (state: QuizFlow, ...actions: QuizFlowAction[]) => actions.reduce(quizFlowReducer, state);

describe('the quiz flow', () => {
  it('stores a choice, then moves to the next question when advanced', () => {
    const chosen = run(startFlow(3), { type: 'choose', option: 'c' });
    expect(chosen).toMatchObject({ index: 0, advancing: true, answers: ['c', undefined, undefined] });
    expect(run(chosen, { type: 'advance' })).toMatchObject({ index: 1, advancing: false, finished: false });
  });

  it('does not advance without an answer', () => {
    expect(run(startFlow(3), { type: 'advance' })).toMatchObject({ index: 0, finished: false });
  });

  it('shows the results after the last question', () => {
    const done = run(
      startFlow(2),
      { type: 'choose', option: 'a' },
      { type: 'advance' },
      { type: 'choose', option: 'd' },
      { type: 'advance' },
    );
    expect(done).toMatchObject({ finished: true, answers: ['a', 'd'] });
    expect(progressOf(done)).toBe(1);
  });

  it('goes back one question, never below the first, keeping the answers', () => {
    const second = run(startFlow(3), { type: 'choose', option: 'b' }, { type: 'advance' });
    expect(run(second, { type: 'previous' })).toMatchObject({ index: 0, answers: ['b', undefined, undefined] });
    expect(run(second, { type: 'previous' }, { type: 'previous' }).index).toBe(0);
  });

  it('measures progress as the question index over the question count, and restarts clean', () => {
    const second = run(startFlow(4), { type: 'choose', option: 'b' }, { type: 'advance' });
    expect(progressOf(second)).toBe(0.25);
    expect(run(second, { type: 'restart' })).toEqual(startFlow(4));
  });
});
