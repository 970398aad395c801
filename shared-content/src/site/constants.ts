/** Site-wide constants. Written once here; every app reads them. */
export const SITE_NAME = 'Toolverse';

/** Who writes the articles: the team, never an invented person (shell/src/pages/about.tsx says how we review). */
export const EDITORIAL_BYLINE = 'the Toolverse editorial team';

/**
 * What is true of the links to tools today, said wherever they appear. The About page sets out the
 * policy for the day affiliate links are added.
 */
export const LINK_DISCLOSURE =
  "Links to tools go through Toolverse's /go/ address to each vendor's own site; we count the click (the tool, the kind of page, the day), nothing about you. None of them is an affiliate link today: Toolverse earns no commission from them. A link that becomes one will be marked sponsored and named here.";

/** The site's logo as a PNG (drawn by the build from the header's logo mark), for structured data. */
export const SITE_LOGO = { path: '/social/logo.png', width: 512, height: 512 } as const;

/** The home page's name in titles and metadata. */
export const HOME_PAGE_NAME = 'AI Tools for Creators';

/** `{page name} | Toolverse`; an empty page name gives null, which leaves the current title alone. */
export function pageTitle(pageName: string): string | null {
  const name = pageName.trim();
  return name === '' ? null : `${name} | ${SITE_NAME}`;
}

/** Header becomes translucent once the page has scrolled past this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Search results show at most this many words of a title, then an ellipsis. */
export const SEARCH_TITLE_WORDS = 10;
