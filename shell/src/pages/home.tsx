import { Link } from 'react-router-dom';
import type { ComponentType } from 'react';
import { HOME_PAGE_NAME, PageMeta, paths } from '@toolverse/shared-content';
import { RemoteRegion } from '../federation/remote-region';

const DOORS = [
  { to: paths.blog.index, title: 'Read the blog', text: '23 field-tested articles on working smarter and earning more with AI.' },
  { to: paths.tools.index, title: 'Browse The Arsenal', text: 'Every tool we recommend, filterable by what you do and what you pay.' },
  { to: paths.quizzes.index, title: 'Take a quiz', text: 'Answer a few questions and get the three tools that fit you.' },
  { to: paths.guide.index, title: 'Follow a guide', text: 'Four paths: automate, side hustle, create, or go expert.' },
] as const;

interface FeaturedArticlesModule {
  FeaturedArticles: ComponentType;
}

const isFeaturedModule = (module: unknown) =>
  typeof (module as Partial<FeaturedArticlesModule> | null)?.FeaturedArticles === 'function' ? null : './FeaturedArticles does not export FeaturedArticles';

export function HomePage() {
  return (
    <>
      <PageMeta
        name={HOME_PAGE_NAME}
        path={paths.home}
        description="Toolverse finds, tests and explains the AI tools that help creators, freelancers, solopreneurs and marketers work smarter and earn more."
      />
      <section className="relative overflow-hidden px-4 pb-16 pt-20 text-center sm:pt-28">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(103,232,249,0.18),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(196,181,253,0.16),transparent_55%)]"
        />
        <h1 className="relative mx-auto max-w-4xl text-5xl font-black tracking-tight text-ink sm:text-7xl">
          Not Your Ordinary Blog.
        </h1>
        <p className="relative mx-auto mt-5 max-w-2xl bg-gradient-to-r from-glow-cyan via-glow-violet to-glow-pink bg-clip-text text-2xl font-bold text-transparent sm:text-3xl">
          Welcome to the Future of Tools.
        </p>
        <p className="relative mx-auto mt-5 max-w-2xl text-lg text-muted">
          Honest reviews, step-by-step guides and quizzes that point you to the AI tools worth your time and money.
        </p>
      </section>
      <section aria-labelledby="home-doors" className="mx-auto max-w-6xl px-4 pb-20">
        <h2 id="home-doors" className="sr-only">
          Where to start
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DOORS.map(({ to, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="block h-full rounded-2xl border border-space-700 bg-space-900 p-6 transition hover:-translate-y-0.5 hover:border-glow-cyan focus-visible:outline-2 focus-visible:outline-glow-cyan"
              >
                <span className="block text-lg font-bold text-ink">{title}</span>
                <span className="mt-2 block text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <RemoteRegion<FeaturedArticlesModule> remote="blog" module="./FeaturedArticles" size="widget" validate={isFeaturedModule}>
        {({ FeaturedArticles }) => <FeaturedArticles />}
      </RemoteRegion>
    </>
  );
}
