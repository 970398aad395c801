import { LINK_DISCLOSURE } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import type { SiteConfig } from '@toolverse/shared-content/site/config-schema';
import { NewsletterFormIsland } from '../newsletter/newsletter-form';
import { BLOG_CATEGORY_LINKS, LinkList, type ListedLink } from './link-list';
import { LogoMark, Wordmark } from './logo';

const QUICK_LINKS: readonly ListedLink[] = [
  { href: paths.blog.index, label: 'Blog' },
  { href: paths.tools.index, label: 'Top AI Tools' },
  { href: paths.quizzes.index, label: 'AI Quizzes' },
  { href: paths.guide.index, label: 'Guide' },
  { href: paths.search(), label: 'Search' },
  { href: paths.tools.changes, label: "What's new in The Arsenal" },
];

const SOCIAL_LABELS = { twitter: 'Twitter', linkedin: 'LinkedIn', youtube: 'YouTube' } as const;

const linkClass = 'text-sm text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-glow-cyan';
const listClassNames = { heading: 'text-base font-semibold text-ink', list: 'mt-3 space-y-2', link: linkClass };

/** The social links set in the site's configuration; an unset one is not shown rather than linking nowhere. */
function socialLinks(social: SiteConfig['social']): [keyof typeof SOCIAL_LABELS, string][] {
  return Object.entries(social ?? {}).filter((entry): entry is [keyof typeof SOCIAL_LABELS, string] => Boolean(entry[1]));
}

export interface FooterProps {
  /** From the site configuration the pages are prerendered with. */
  social: SiteConfig['social'];
}

export function Footer({ social: configured }: FooterProps) {
  const social = socialLinks(configured);
  return (
    <footer className="border-t border-white/10 bg-space-900/60 render-lazily-[64rem] md:render-lazily-[23rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr_1fr_1.6fr]">
        <div>
          <a href={paths.home} className="flex items-center gap-2">
            <LogoMark />
            <Wordmark />
          </a>
          <p className="mt-3 text-sm text-muted">
            Guides to the AI tools that help creators, freelancers and marketers do more with less, built from the vendors' own pages.
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label="Social links">
              {social.map(([network, url]) => (
                <li key={network}>
                  <a href={url} className={linkClass} rel="me noopener noreferrer" target="_blank">
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkList headingId="footer-quick-links" heading="Quick Links" links={QUICK_LINKS} classNames={listClassNames} />
        <LinkList headingId="footer-categories" heading="Categories" links={BLOG_CATEGORY_LINKS} classNames={listClassNames} />
        <NewsletterFormIsland source="footer" description="The best new AI tools and how to use them, straight to your inbox." />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{LINK_DISCLOSURE}</p>
          <ul className="flex gap-4">
            <li>
              <a href={paths.about} className={linkClass}>
                About
              </a>
            </li>
            <li>
              <a href={paths.data.page} className={linkClass}>
                Open data
              </a>
            </li>
            <li>
              <a href={paths.privacy} className={linkClass}>
                Privacy
              </a>
            </li>
            <li>
              <a href={paths.terms} className={linkClass}>
                Terms
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
