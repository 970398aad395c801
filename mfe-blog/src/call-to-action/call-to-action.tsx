import { REPLAY_MARK, domIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { mount, type AnnouncedLinkProps } from './island';
import type { ArticleDetails } from '@toolverse/shared-content/content/articles';
import { ArticleLinks, articlesFor } from '../common/article-links';

const boxClass =
  'mt-12 rounded-2xl border border-glow-violet/40 bg-gradient-to-br from-space-800 to-space-900 p-6 sm:p-8 render-lazily-[15rem]';
const buttonClass = 'mt-5 inline-block rounded-full bg-glow-cyan px-6 py-2.5 font-semibold text-space-950 hover:bg-white';

/** The link to the article's tools in The Arsenal, which announces them on the page it opens. */
function ToolsLink({ href, label }: AnnouncedLinkProps) {
  return (
    <a href={href} {...REPLAY_MARK} className={buttonClass}>
      {label}
    </a>
  );
}

const AnnouncedToolsLink = domIsland('blog/AnnouncedLink', ToolsLink, { load: 'interaction', mount });

/** The call to action at the end of an article: to the quizzes, to the directory, or to more articles. */
export function CallToAction({ slug, details }: { slug: string; details: ArticleDetails }) {
  const { cta } = details;
  if (cta.variant === 'quiz') {
    return (
      <section aria-labelledby="cta-heading" className={boxClass}>
        <h2 id="cta-heading" className="text-2xl font-bold text-ink">
          Ready to find your perfect AI tool?
        </h2>
        <p className="mt-2 text-muted">Answer a few quick questions and get the three tools that fit how you work.</p>
        <a href={paths.quizzes.index} className={buttonClass}>
          Take the Quiz
        </a>
      </section>
    );
  }
  if (cta.variant === 'tools') {
    return (
      <section aria-labelledby="cta-heading" className={boxClass}>
        <h2 id="cta-heading" className="text-2xl font-bold text-ink">
          Ready to explore more?
        </h2>
        <p className="mt-2 text-muted">Discover more AI tools and insights.</p>
        <AnnouncedToolsLink
          href={`${paths.tools.index}?article=${slug}`}
          label={cta.buttonText ?? 'Explore AI Tools'}
          title="Taking you to these amazing tools!"
          description="Affiliate links will be added soon."
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="cta-heading" className={boxClass}>
      <h2 id="cta-heading" className="text-2xl font-bold text-ink">
        Recommended Articles
      </h2>
      <ArticleLinks
        articles={articlesFor(cta.recommendations)}
        className="mt-4 space-y-3"
        linkClassName="font-semibold text-glow-cyan underline-offset-4 hover:underline"
      />
    </section>
  );
}
