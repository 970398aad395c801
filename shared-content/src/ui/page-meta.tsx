import { SITE_NAME, pageTitle } from '../site/constants';
import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath, useReportSocialCard, type CoverSeed } from './social-card';

export type JsonLd = Record<string, unknown>;

export interface PageMetaProps {
  /** The page name; the title becomes `{name} | Toolverse`. Empty leaves the current title. */
  name: string;
  /** Required for every page; left out only where a lazily loaded part of the page renders it. */
  description?: string;
  /** The page's canonical path (/blog/x); omitted on pages that are not to be indexed. */
  path?: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  /**
   * The cover art the page's social preview is drawn on (the build writes the page's name on it);
   * by default the site's own art, seeded by the page's path.
   */
  cover?: CoverSeed;
  /** Structured data for search engines (schema.org objects). */
  jsonLd?: readonly JsonLd[];
  /** Keeps the page out of search results (e.g. not-found). */
  noindex?: boolean;
}

/** Serializes JSON-LD so that no text inside it can close the <script> element. */
function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org data for search engines, as <script type="application/ld+json"> elements. */
export function StructuredData({ data }: { data: readonly JsonLd[] }) {
  return data.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
  ));
}

/**
 * A page's head. React hoists <title>, <meta> and <link> into the document head on the server and
 * in the browser alike, so a page declares its metadata where it renders.
 */
export function PageMeta({ name, description, path, keywords, type = 'website', cover, jsonLd, noindex }: PageMetaProps) {
  const siteUrl = useSiteUrl();
  const title = pageTitle(name);
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  // A page without a canonical path (not-found) still gets a preview, named after the page.
  const image = socialImagePath(path ?? `/${name}`);
  const imageUrl = absoluteUrl(siteUrl, image);
  const imageAlt = `${name}, on ${SITE_NAME}'s cover art`;
  useReportSocialCard(image, name, cover ?? { seed: path ?? name, colour: 'cyan' });
  return (
    <>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      {title && <meta property="og:title" content={title} />}
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      {title && <meta name="twitter:title" content={title} />}
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd && <StructuredData data={jsonLd} />}
    </>
  );
}
