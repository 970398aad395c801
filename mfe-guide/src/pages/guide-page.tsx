import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { PageMeta, paths } from '@toolverse/shared-content';
import { PathIcon } from '../components/path-icon';
import { GUIDE_START_ID, PathViewIsland } from '../components/path-view';
import { GUIDE } from '../data/guide';

const GUIDE_PATHS = GUIDE.paths;

/**
 * The guide: the start screen with the four paths, and each path, shown when the URL names it
 * (/guide#{path}: the section is the URL's :target, so choosing one needs no script; the start
 * screen steps aside meanwhile). Each path's search is an island.
 */
export function GuidePage() {
  const siteUrl = useSiteUrl();

  return (
    <div className="group/guide mx-auto max-w-6xl px-4 py-14">
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
      {GUIDE_PATHS.map((path) => (
        <section
          key={path.id}
          id={path.id}
          tabIndex={-1}
          aria-labelledby={`${path.id}-title`}
          className="mt-10 hidden scroll-mt-24 outline-none target:block"
        >
          <PathViewIsland pathId={path.id} />
        </section>
      ))}
      <div id={GUIDE_START_ID} className="scroll-mt-24 group-has-[section:target]/guide:hidden">
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Pick the path that matches your goal. Each one lists the articles to read first, the tool categories and quizzes that fit, and a
          few tools to try today.
        </p>
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
      </div>
    </div>
  );
}
