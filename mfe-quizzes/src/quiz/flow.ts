import type { Answers, OptionId } from './scoring';

/** Where a reader is in one quiz: the question shown, the answers so far, or the results. */
export interface QuizFlow {
  questionCount: number;
  index: number;
  answers: Answers;
  /** An answer was just chosen: the next question follows after ADVANCE_DELAY_MS. */
  advancing: boolean;
  finished: boolean;
}

export type QuizFlowAction = { type: 'choose'; option: OptionId } | { type: 'advance' } | { type: 'previous' } | { type: 'restart' };

/** The spec's pause between choosing an answer and the next question. */
export const ADVANCE_DELAY_MS = 500;

export function startFlow(questionCount: number): QuizFlow {
  return { questionCount, index: 0, answers: Array.from({ length: questionCount }, () => undefined), advancing: false, finished: false };
}

export function quizFlowReducer(state: QuizFlow, action: QuizFlowAction): QuizFlow {
  switch (action.type) {
    case 'choose': {
      if (state.finished) return state;
      const answers = state.answers.slice();
      answers[state.index] = action.option;
      return { ...state, answers, advancing: true };
    }
    case 'advance': {
      // Only a chosen answer moves the quiz on: there is no Next button to skip a question.
      if (state.finished || state.answers[state.index] === undefined) return { ...state, advancing: false };
      const last = state.index === state.questionCount - 1;
      return { ...state, advancing: false, finished: last, index: last ? state.index : state.index + 1 };
    }
    case 'previous':
      // From the results, back to the last question; otherwise back one, never below the first.
      return { ...state, advancing: false, finished: false, index: state.finished ? state.index : Math.max(0, state.index - 1) };
    case 'restart':
      return startFlow(state.questionCount);
  }
}

/** The progress bar's value: questions already behind the reader, over all questions. */
export function progressOf(state: QuizFlow): number {
  return state.finished ? 1 : state.index / state.questionCount;
}
