import { ChoicePage } from '@toolverse/shared-content/ui/choice-page';
import { paths } from '@toolverse/shared-content/site/paths';
import { PathIcon } from './path-icon';
import { GUIDE_START_ID, PathViewIsland } from './path-view';
import { GUIDE } from '../data/guide';

const GUIDE_PATHS = GUIDE.paths;

/**
 * The guide: the start screen with the four paths, and each path when the URL names it
 * (/guide#{path}). Each path's search is an island.
 */
export function GuidePage() {
  return (
    <ChoicePage
      meta={{
        name: 'Your AI Tools Guide',
        description: 'Pick a path (automate, side hustle, create or expert) and follow the articles, tools and quizzes that get you there.',
        path: paths.guide.index,
      }}
      structuredData={{
        '@type': 'HowTo',
        name: 'Find the AI tools that fit your goal',
        description: 'Choose one of four paths and follow its articles, tool categories and quizzes.',
      }}
      eyebrow="The guide"
      title="Where do you want AI to take you?"
      intro="Pick the path that matches your goal. Each one lists the articles to read first, the tool categories and quizzes that fit, and a few tools to try today."
      choices={GUIDE_PATHS}
      renderChoice={(path) => <PathViewIsland pathId={path.id} />}
      listId={GUIDE_START_ID}
    >
      <ul aria-label="Paths" className="mt-10 grid gap-5 sm:grid-cols-2">
        {GUIDE_PATHS.map((path) => (
          <li key={path.id}>
            <a
              href={paths.guide.path(path.id)}
              className="block h-full rounded-2xl border border-space-700 bg-space-900 p-6 hover:border-glow-cyan"
            >
              <PathIcon name={path.icon} />
              <span className="mt-3 block text-xl font-bold text-ink">{path.title}</span>
              <span className="mt-2 block text-muted">{path.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </ChoicePage>
  );
}
