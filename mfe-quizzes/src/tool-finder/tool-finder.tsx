import { useEffect, useRef, useState } from 'react';
import { reactIsland, toast } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import { ProgressBar } from '../common/progress-bar';
import { MATCH_EXPLAINED, RecommendedTools } from '../common/recommended-tools';
import type { ToolMatch } from '../common/recommendation';
import { FINDER_QUESTIONS, recommendTools, type FinderAnswers } from './recommend';

/** After the last answer the finder starts over this much later, leaving time to read the picks. */
export const FINDER_RESET_MS = 2000;
/** The home page's toasts stay 3 s, shorter than elsewhere: the home page is for skimming. */
const FINDER_TOAST_MS = 3000;

type QuestionId = (typeof FINDER_QUESTIONS)[number]['id'];

/**
 * The home page's Tool Finder Quiz: three questions, a progress bar, 'Skip this question',
 * and after the last answer a toast, the three tools the answers point to, and a fresh start 2 s
 * later. A React island that loads as it nears the screen; an answer given before it has loaded is
 * held by the page's island loader and given once it has.
 */
export function ToolFinder() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<Record<QuestionId, string>>>({});
  const [finishing, setFinishing] = useState(false);
  const [matches, setMatches] = useState<readonly ToolMatch[] | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  // Set when an answer moves the reader to the next question, so the new one takes the focus (its
  // buttons are new elements, and the focused one would otherwise vanish). Skip keeps its own focus.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    questionRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => {
      setStep(0);
      setAnswers({});
      setFinishing(false);
    }, FINDER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  useEffect(() => {
    if (matches) resultsRef.current?.focus();
  }, [matches]);

  const question = FINDER_QUESTIONS[step];
  if (!question) return null;
  const total = FINDER_QUESTIONS.length;

  function answer(optionId: string) {
    if (!question) return;
    const next = { ...answers, [question.id]: optionId };
    setAnswers(next);
    if (step < total - 1) {
      moved.current = true;
      setStep(step + 1);
      return;
    }
    setMatches(recommendTools(next as FinderAnswers, TOOL_INDEX));
    setFinishing(true);
    toast({
      title: 'Finding perfect tools for you!',
      description: 'Your personalized tool recommendations are ready.',
      variant: 'success',
      duration: FINDER_TOAST_MS,
    });
  }

  return (
    <section aria-labelledby="tool-finder-title" className="rounded-3xl border border-space-700 bg-space-900 p-6 sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">Tool Finder Quiz</p>
      <h2 id="tool-finder-title" className="mt-2 text-3xl font-black text-ink">
        Find your tools in 3 questions
      </h2>
      <div className="mt-6">
        <ProgressBar
          label="Tool Finder progress"
          value={finishing ? total : step}
          max={total}
          valueText={finishing ? 'All questions answered' : `Question ${step + 1} of ${total}`}
        />
        <p className="mt-2 text-sm text-muted">{`Question ${step + 1} of ${total}`}</p>
      </div>
      <h3 ref={questionRef} id={`tool-finder-${question.id}`} tabIndex={-1} className="mt-6 text-xl font-bold text-ink outline-none">
        {question.question}
      </h3>
      <div role="group" aria-labelledby={`tool-finder-${question.id}`} className="mt-4 grid gap-3 sm:grid-cols-2">
        {question.options.map((option) => (
          <button
            key={option.id}
            type="button"
            disabled={finishing}
            aria-pressed={answers[question.id] === option.id}
            onClick={() => answer(option.id)}
            className="rounded-xl border border-space-600 bg-space-950 p-4 text-left text-ink transition hover:border-glow-cyan disabled:cursor-default aria-pressed:border-glow-cyan aria-pressed:bg-space-800"
          >
            {option.text}
          </button>
        ))}
      </div>
      <button
        type="button"
        disabled={finishing}
        onClick={() => setStep((step + 1) % total)}
        className="mt-4 text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        Skip this question
      </button>

      {matches && (
        <div className="mt-10 border-t border-space-700 pt-8">
          <h3 ref={resultsRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
            Your recommended tools
          </h3>
          <p className="mt-2 text-sm text-muted">{MATCH_EXPLAINED}</p>
          <div className="mt-5">
            {matches.length > 0 ? (
              <RecommendedTools matches={matches} level={4} />
            ) : (
              <p className="text-muted">No tool fits every answer: try a different budget.</p>
            )}
          </div>
          <a href={paths.tools.index} className="mt-4 inline-block text-sm text-glow-cyan underline underline-offset-4">
            Browse every tool in The Arsenal
          </a>
        </div>
      )}
    </section>
  );
}

export default ToolFinder;

export const ToolFinderIsland = reactIsland('quizzes/ToolFinder', ToolFinder, { load: 'visible' });
