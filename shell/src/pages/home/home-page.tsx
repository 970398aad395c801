import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { HOME_PAGE_NAME, SITE_NAME } from '@toolverse/shared-content/site/constants';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import { publisherJsonLd } from '@toolverse/shared-content/site/publisher';
import { RemoteWidget } from '../remote-pages';
import { CommunityImpact } from './community-impact';
import { IntentCards } from './intent-cards';

const DESCRIPTION =
  "Toolverse explains the AI tools that help creators, freelancers, solopreneurs and marketers work smarter and earn more, from the vendors' own pages.";

export function HomePage() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <PageMeta
        name={HOME_PAGE_NAME}
        path={paths.home}
        description={DESCRIPTION}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: SITE_NAME,
            url: absoluteUrl(siteUrl, paths.home),
            description: DESCRIPTION,
            inLanguage: 'en',
          },
          { '@context': 'https://schema.org', ...publisherJsonLd(siteUrl), description: DESCRIPTION },
        ]}
      />
      <section className="relative overflow-hidden px-4 pb-16 pt-20 text-center sm:pt-28">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(103,232,249,0.18),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(196,181,253,0.16),transparent_55%)]"
        />
        <h1 className="relative mx-auto max-w-4xl text-5xl font-black tracking-tight text-ink sm:text-7xl">Not Your Ordinary Blog.</h1>
        <p className="relative mx-auto mt-5 max-w-2xl bg-gradient-to-r from-glow-cyan via-glow-violet to-glow-pink bg-clip-text text-2xl font-bold text-transparent sm:text-3xl">
          Welcome to the Future of Tools.
        </p>
        <p className="relative mx-auto mt-5 max-w-2xl text-lg text-muted">
          Comparisons built from the vendors' own pages, step-by-step guides and quizzes that point you to the AI tools worth your time and
          money.
        </p>
      </section>
      <IntentCards />
      {/* Links and text: no island. */}
      <RemoteWidget widget={HOME_WIDGETS.featuredArticles} />
      <div className="mx-auto max-w-6xl px-4 pt-20 max-lg:render-lazily-[43rem]">
        <RemoteWidget widget={HOME_WIDGETS.toolFinder} />
      </div>
      <CommunityImpact />
    </>
  );
}
