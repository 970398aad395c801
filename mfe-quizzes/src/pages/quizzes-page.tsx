import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { absoluteUrl, useHydrated, useSiteUrl } from '@toolverse/contracts';
import { PageMeta, QUIZ_FACTS, paths, type BadgeColour, type QuizId } from '@toolverse/shared-content';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '@toolverse/shared-content/cover-art';
import { QUIZZES, quizById } from '../data/quizzes';

// A quiz (its questions, scoring and the tool index) loads when one is opened, not with the picker.
const loadQuizRunner = () => import('../components/quiz-runner');
const QuizRunner = lazy(() => loadQuizRunner().then((module) => ({ default: module.QuizRunner })));
/** Pointing at or focusing a Start quiz link fetches the quiz ahead of the click. */
const preloadQuiz = () => void loadQuizRunner();

/** Each quiz's picture is cover art of our own in its colors. */
const QUIZ_COLOURS: Record<QuizId, BadgeColour> = {
  'creator-archetype': 'cyan',
  'hustle-style': 'purple',
  'predict-favorite': 'pink',
  'productivity-score': 'blue',
};

export function QuizzesPage() {
  const { hash } = useLocation();
  // The server never sees the hash, so a quiz opens once the page has hydrated: /quizzes#{id}.
  const selected = useHydrated() ? quizById(hash.slice(1)) : undefined;
  const siteUrl = useSiteUrl();

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <PageMeta
        name="AI Tool Quizzes"
        description="Four short quizzes that match you with the AI tools that fit how you work, what you make and what you want to earn."
        path={paths.quizzes.index}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'AI Tool Quizzes',
            numberOfItems: QUIZZES.length,
            itemListElement: QUIZZES.map((quiz, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: quiz.title,
              description: quiz.description,
              url: absoluteUrl(siteUrl, paths.quizzes.quiz(quiz.id)),
            })),
          },
        ]}
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">Quizzes</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">Find your perfect AI tools</h1>
      {selected ? (
        <Suspense
          fallback={
            <p role="status" className="mt-10 min-h-96 text-muted">
              Loading the quiz…
            </p>
          }
        >
          <QuizRunner key={selected.id} summary={selected} />
        </Suspense>
      ) : (
        <>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Answer a few quick questions and get the three tools from The Arsenal that fit you best, with how strongly each one matches.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {QUIZZES.map((quiz, index) => (
              <li key={quiz.id} className="flex flex-col overflow-hidden rounded-2xl border border-space-700 bg-space-900">
                <img
                  src={coverArt(quiz.id, QUIZ_COLOURS[quiz.id])}
                  alt=""
                  // The first cover is the phone's largest paint; the others wait until they near the
                  // screen, so the browser does not build four SVG documents while parsing the page.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  width={COVER_WIDTH}
                  height={COVER_HEIGHT}
                  className="aspect-[1200/630] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  {QUIZ_FACTS[quiz.id].featured && (
                    <span className="mb-2 self-start rounded-full bg-glow-violet px-3 py-1 text-xs font-bold text-space-950">Featured</span>
                  )}
                  <h2 className="text-xl font-bold text-ink">{quiz.title}</h2>
                  <p className="mt-2 flex-1 text-muted">{quiz.description}</p>
                  <p className="mt-3 text-sm text-muted">{`${QUIZ_FACTS[quiz.id].questions} questions · ${QUIZ_FACTS[quiz.id].minutes} min`}</p>
                  <Link
                    to={paths.quizzes.quiz(quiz.id)}
                    onPointerEnter={preloadQuiz}
                    onFocus={preloadQuiz}
                    className="mt-4 self-start rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
                    aria-label={`Start quiz: ${quiz.title}`}
                  >
                    Start quiz
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
