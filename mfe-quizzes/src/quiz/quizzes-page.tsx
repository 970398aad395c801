import { ChoicePage } from '@toolverse/shared-content/ui/choice-page';
import { QUIZ_FACTS, type QuizId } from '@toolverse/shared-content/content/quiz-ids';
import { paths } from '@toolverse/shared-content/site/paths';
import { type BadgeColour } from '@toolverse/shared-content/content/categories';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '@toolverse/shared-content/ui/cover-art';
import { QuizRunnerIsland } from './quiz-runner';
import { QUIZZES } from '../data/quizzes';

/** Each quiz's picture is cover art of our own in its colors. */
const QUIZ_COLOURS: Record<QuizId, BadgeColour> = {
  'creator-archetype': 'cyan',
  'hustle-style': 'purple',
  'predict-favorite': 'pink',
  'productivity-score': 'blue',
};

const NAME = 'AI Tool Quizzes';

/**
 * The quizzes: the picker, and each quiz at its first question when the URL names it
 * (/quizzes#{id}). Each quiz is an island that loads when the reader starts answering.
 */
export function QuizzesPage() {
  return (
    <ChoicePage
      meta={{
        name: NAME,
        description: 'Four short quizzes that match you with the AI tools that fit how you work, what you make and what you want to earn.',
        path: paths.quizzes.index,
      }}
      structuredData={{ '@type': 'ItemList', name: NAME }}
      eyebrow="Quizzes"
      title="Find your perfect AI tools"
      intro="Answer a few quick questions and get the three tools from The Arsenal that fit you best, with how strongly each one matches."
      choices={QUIZZES}
      renderChoice={(quiz) => <QuizRunnerIsland quizId={quiz.id} />}
    >
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
              <a
                href={paths.quizzes.quiz(quiz.id)}
                className="mt-4 self-start rounded-full bg-glow-cyan px-5 py-2 font-semibold text-space-950 hover:bg-white"
                aria-label={`Start quiz: ${quiz.title}`}
              >
                Start quiz
              </a>
            </div>
          </li>
        ))}
      </ul>
    </ChoicePage>
  );
}
