import { pageTitle } from './site';

export interface PageMetaProps {
  /** The page name; the title becomes `{name} | Toolverse`. Empty leaves the current title. */
  name: string;
  description?: string;
  keywords?: readonly string[];
}

/**
 * A page's head. React hoists <title> and <meta> into the document head, on the server and in the
 * browser alike, so a page declares its metadata where it renders.
 */
export function PageMeta({ name, description, keywords }: PageMetaProps) {
  const title = pageTitle(name);
  return (
    <>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
    </>
  );
}
