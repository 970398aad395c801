import { SITE_NAME, pageTitle } from './site';
import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';

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
  /** Site path of a social card image. */
  image?: string;
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
  return data.map((item, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />);
}

/**
 * A page's head. React hoists <title>, <meta> and <link> into the document head on the server and
 * in the browser alike, so a page declares its metadata where it renders.
 */
export function PageMeta({ name, description, path, keywords, type = 'website', image, jsonLd, noindex }: PageMetaProps) {
  const siteUrl = useSiteUrl();
  const title = pageTitle(name);
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const imageUrl = image === undefined ? undefined : absoluteUrl(siteUrl, image);
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
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {title && <meta name="twitter:title" content={title} />}
      {description && <meta name="twitter:description" content={description} />}
      {jsonLd && <StructuredData data={jsonLd} />}
    </>
  );
}
