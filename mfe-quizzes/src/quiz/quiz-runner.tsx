import { useEffect, useReducer, useRef } from 'react';
import { reactIsland } from '@toolverse/contracts';
import { QUIZ_IDS, type QuizId } from '@toolverse/shared-content/content/quiz-ids';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import { withQuestions } from '../data/questions';
import { quizById } from '../data/quizzes';
import { ProgressBar } from '../common/progress-bar';
import { MATCH_EXPLAINED, RecommendedTools } from '../common/recommended-tools';
import { ADVANCE_DELAY_MS, progressOf, quizFlowReducer, startFlow } from './flow';
import { archetypeOf, quizResults } from './scoring';

const LETTERS = { a: 'A', b: 'B', c: 'C', d: 'D' } as const;

/**
 * One quiz from its first question to its results: a React island, rendered by the server at its
 * first question, that loads with its questions and the tool index on the reader's first pointer,
 * focus or key on it. An answer chosen before then is held by the page's island loader and given
 * once it has loaded.
 */
export function QuizRunner({ quizId }: { quizId: QuizId }) {
  const summary = quizById(quizId);
  if (!summary) throw new Error(`No quiz "${quizId}" (one of ${QUIZ_IDS.join(', ')})`);
  const quiz = withQuestions(summary);
  const [flow, dispatch] = useReducer(quizFlowReducer, quiz.questions.length, startFlow);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!flow.advancing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'advance' }), ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [flow.advancing]);

  // Each new question (or the results) takes the focus, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [flow.index, flow.finished]);

  const total = quiz.questions.length;
  const question = quiz.questions[flow.index];
  const chosen = flow.answers[flow.index];
  const archetype = flow.finished ? archetypeOf(quiz, flow.answers) : undefined;

  return (
    <div className="rounded-2xl border border-space-700 bg-space-900 p-6 sm:p-8">
      <h2 id={`${quiz.id}-title`} className="text-2xl font-bold text-ink sm:text-3xl">
        {quiz.title}
      </h2>
      <div className="mt-5">
        <ProgressBar
          label="Quiz progress"
          value={flow.finished ? total : flow.index}
          max={total}
          valueText={flow.finished ? 'All questions answered' : `${flow.index} of ${total} questions answered`}
        />
        <p className="mt-2 text-sm text-muted">{`${Math.round(progressOf(flow) * 100)}% complete`}</p>
      </div>

      {flow.finished ? (
        <div className="mt-8">
          {archetype && (
            <div className="mb-8 rounded-xl border border-glow-violet/50 bg-space-950 p-5">
              <p className="text-sm font-semibold uppercase tracking-widest text-glow-violet">Your creator type</p>
              <p className="mt-1 text-2xl font-bold text-ink">{archetype.name}</p>
              <p className="mt-2 text-muted">{archetype.description}</p>
            </div>
          )}
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
            Your top 3 tools
          </h3>
          <p className="mt-2 text-muted">{quiz.resultIntro}</p>
          <p className="mt-1 text-xs text-muted">{MATCH_EXPLAINED}</p>
          <div className="mt-6">
            <RecommendedTools matches={quizResults(quiz, flow.answers, TOOL_INDEX)} level={4} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => dispatch({ type: 'restart' })}
              className="rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
            >
              Take Quiz Again
            </button>
            <a href={paths.quizzes.index} className="rounded-full border border-space-600 px-5 py-2 text-ink hover:border-glow-cyan">
              Explore Other Quizzes
            </a>
          </div>
        </div>
      ) : (
        question && (
          <div className="mt-8">
            <p className="text-sm font-semibold text-glow-cyan">{`Question ${flow.index + 1} of ${total}`}</p>
            <h3
              ref={headingRef}
              id={`${quiz.id}-${question.id}`}
              tabIndex={-1}
              className="mt-1 text-xl font-bold text-ink outline-none sm:text-2xl"
            >
              {question.question}
            </h3>
            <div role="group" aria-labelledby={`${quiz.id}-${question.id}`} className="mt-5 grid gap-3 sm:grid-cols-2">
              {question.options.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={chosen === option.id}
                  disabled={flow.advancing && chosen !== option.id}
                  onClick={() => dispatch({ type: 'choose', option: option.id })}
                  className="flex items-start gap-3 rounded-xl border border-space-600 bg-space-950 p-4 text-left text-ink transition hover:border-glow-cyan disabled:opacity-60 aria-pressed:border-glow-cyan aria-pressed:bg-space-800"
                >
                  <span aria-hidden="true" className="font-mono font-bold text-glow-violet">
                    {LETTERS[option.id]}
                  </span>
                  <span>{option.text}</span>
                </button>
              ))}
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => dispatch({ type: 'previous' })}
                disabled={flow.index === 0}
                className="rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan disabled:opacity-50"
              >
                Previous Question
              </button>
              <a
                href={paths.quizzes.index}
                className="rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan"
              >
                Back
              </a>
            </div>
          </div>
        )
      )}
    </div>
  );
}

export default QuizRunner;

/** A quiz as an island of the quizzes page. */
export const QuizRunnerIsland = reactIsland('quizzes/QuizRunner', QuizRunner, { load: 'interaction' });
