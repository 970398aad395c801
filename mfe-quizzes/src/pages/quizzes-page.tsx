import { Link, useLocation } from 'react-router-dom';
import { PageMeta, paths, useHydrated } from '@toolverse/shared-content';
import { QUIZZES, type QuizSummary } from '../quizzes';

function quizFromHash(hash: string): QuizSummary | undefined {
  return QUIZZES.find((quiz) => `#${quiz.id}` === hash);
}

export function QuizzesPage() {
  const { hash } = useLocation();
  // The server never sees the hash, so it is read once the page has hydrated.
  const selected = useHydrated() ? (quizFromHash(hash) ?? null) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <PageMeta
        name="AI Tool Quizzes"
        description="Four short quizzes that match you with the AI tools that fit how you work, what you make and what you want to earn."
        path={paths.quizzes.index}
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">Quizzes</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">Find your perfect AI tools</h1>
      {selected ? (
        <section aria-labelledby="quiz-title" className="mt-10 rounded-2xl border border-space-700 bg-space-900 p-6 sm:p-8">
          <h2 id="quiz-title" className="text-3xl font-bold text-ink">
            {selected.title}
          </h2>
          <p className="mt-3 text-muted">{selected.description}</p>
          <p className="mt-3 text-sm text-muted">{`${selected.questions} questions · ${selected.minutes} min`}</p>
          <Link to={paths.quizzes.index} className="mt-6 inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan">
            Back to all quizzes
          </Link>
        </section>
      ) : (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {QUIZZES.map((quiz) => (
            <li key={quiz.id} className="flex flex-col rounded-2xl border border-space-700 bg-space-900 p-6">
              {quiz.featured && <span className="mb-2 self-start rounded-full bg-glow-violet px-3 py-1 text-xs font-bold text-space-950">Featured</span>}
              <h2 className="text-xl font-bold text-ink">{quiz.title}</h2>
              <p className="mt-2 flex-1 text-muted">{quiz.description}</p>
              <p className="mt-3 text-sm text-muted">{`${quiz.questions} questions · ${quiz.minutes} min`}</p>
              <Link
                to={paths.quizzes.quiz(quiz.id)}
                className="mt-4 self-start rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
                aria-label={`Start quiz: ${quiz.title}`}
              >
                Start quiz
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
