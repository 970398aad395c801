import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { absoluteUrl, useHydrated, useSiteUrl } from '@toolverse/contracts';
import { PageMeta, paths } from '@toolverse/shared-content';
import { PathIcon } from '../components/path-icon';
import { GUIDE, pathById } from '../data/guide';

// A path (its links, the article and tool indexes, the cover art) loads when one is chosen; the
// start screen, which is what the server renders, does not carry it.
const loadPathView = () => import('../components/path-view');
const PathView = lazy(() => loadPathView().then((module) => ({ default: module.PathView })));
/** Pointing at or focusing a path fetches its view ahead of the click. */
const preloadPath = () => void loadPathView();

const GUIDE_PATHS = GUIDE.paths;

export function GuidePage() {
  const { hash } = useLocation();
  const siteUrl = useSiteUrl();
  // The server never sees the hash, so it is read once the page has hydrated.
  const chosen = useHydrated() ? pathById(hash.slice(1)) : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <PageMeta
        name="Your AI Tools Guide"
        description="Pick a path (automate, side hustle, create or expert) and follow the articles, tools and quizzes that get you there."
        path={paths.guide.index}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'HowTo',
            name: 'Find the AI tools that fit your goal',
            description: 'Choose one of four paths and follow its articles, tool categories and quizzes.',
            step: GUIDE_PATHS.map((path, index) => ({
              '@type': 'HowToStep',
              position: index + 1,
              name: path.title,
              text: path.description,
              url: absoluteUrl(siteUrl, paths.guide.path(path.id)),
            })),
          },
        ]}
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The guide</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">Where do you want AI to take you?</h1>
      {!chosen && (
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Pick the path that matches your goal. Each one lists the articles to read first, the tool categories and quizzes that fit, and a
          few tools to try today.
        </p>
      )}
      {chosen ? (
        <Suspense
          fallback={
            <p role="status" className="mt-10 min-h-96 text-muted">
              Loading the path…
            </p>
          }
        >
          <PathView key={chosen.id} path={chosen} />
        </Suspense>
      ) : (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {GUIDE_PATHS.map((path) => (
            <li key={path.id}>
              <Link
                to={paths.guide.path(path.id)}
                onPointerEnter={preloadPath}
                onFocus={preloadPath}
                className="block h-full rounded-2xl border border-space-700 bg-space-900 p-6 hover:border-glow-cyan"
              >
                <PathIcon name={path.icon} />
                <span className="mt-3 block text-xl font-bold text-ink">{path.title}</span>
                <span className="mt-2 block text-muted">{path.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
