import { Link } from 'react-router-dom';
import { NewsletterSignup, PageMeta, SITE_NAME, absoluteUrl, paths, useSiteUrl } from '@toolverse/shared-content';

export type Preset = 'automation' | 'trending' | 'monetize';

const PRESETS: Record<Preset, { label: string; text: string }> = {
  automation: { label: 'Automate my work', text: 'Tools that take repetitive tasks off your plate.' },
  trending: { label: 'Trending now', text: 'The AI tools creators are talking about this month.' },
  monetize: { label: 'Make money with AI', text: 'Tools that help you earn: courses, stores, affiliate content.' },
};

const PRESET_ORDER: readonly Preset[] = ['automation', 'trending', 'monetize'];

export interface ToolsPageProps {
  preset: Preset | null;
}

export function ToolsPage({ preset }: ToolsPageProps) {
  const siteUrl = useSiteUrl();
  const path = preset ? paths.tools.preset(preset) : paths.tools.index;
  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <PageMeta
        name="Explore the AI Tool Universe"
        description="The Arsenal: every AI tool Toolverse recommends, with what it costs and who it suits."
        path={path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: `The Arsenal | ${SITE_NAME}`,
            url: absoluteUrl(siteUrl, path),
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: PRESET_ORDER.map((id, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: PRESETS[id].label,
                url: absoluteUrl(siteUrl, paths.tools.preset(id)),
              })),
            },
          },
        ]}
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Arsenal</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">Explore the AI Tool Universe</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Every tool we recommend in our articles and quizzes, in one place. Not sure where to start?{' '}
        <Link to={paths.quizzes.index} className="text-glow-cyan underline">
          Take a quiz
        </Link>{' '}
        and get three picks that fit you.
      </p>
      <nav aria-label="Tool views" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link
              to={paths.tools.index}
              aria-current={preset === null ? 'page' : undefined}
              className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-800"
            >
              All tools
            </Link>
          </li>
          {PRESET_ORDER.map((id) => (
            <li key={id}>
              <Link
                to={paths.tools.preset(id)}
                aria-current={preset === id ? 'page' : undefined}
                className="inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-800"
              >
                {PRESETS[id].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {preset && (
        <section aria-labelledby="preset-heading" className="mt-8 rounded-2xl border border-space-700 bg-space-900 p-6">
          <h2 id="preset-heading" className="text-2xl font-bold text-ink">
            {PRESETS[preset].label}
          </h2>
          <p className="mt-2 text-muted">{PRESETS[preset].text}</p>
        </section>
      )}
      <section className="mt-14 rounded-2xl border border-space-700 bg-space-900 p-6 sm:p-8">
        <NewsletterSignup
          source="tools"
          heading="Get new tools before everyone else"
          description="One short email when we add or re-test a tool in The Arsenal."
        />
      </section>
    </div>
  );
}
