import { absoluteUrl, paths, type JsonLd } from '@toolverse/shared-content';
import type { Tool, ToolCategory } from '@toolverse/shared-content/schemas';
import { CATEGORY_LABELS } from '../directory/labels';

/** schema.org's applicationCategory values closest to each of the directory's categories. */
const APPLICATION_CATEGORY: Record<ToolCategory, string> = {
  writing: 'BusinessApplication',
  design: 'DesignApplication',
  productivity: 'BusinessApplication',
  ecommerce: 'BusinessApplication',
  extensions: 'BrowserApplication',
  seo: 'BusinessApplication',
  audio: 'MultimediaApplication',
  video: 'MultimediaApplication',
  analytics: 'BusinessApplication',
  social: 'SocialNetworkingApplication',
  automation: 'BusinessApplication',
  research: 'ReferenceApplication',
  courses: 'EducationalApplication',
  assistants: 'BusinessApplication',
  email: 'CommunicationApplication',
  scheduling: 'BusinessApplication',
  meetings: 'CommunicationApplication',
};

/**
 * The schema.org Offer for a tool whose entry price is known: free tools at 0, "From $X" and
 * "$X one-time" prices at X (the content schema allows a dollar figure only in those forms). The
 * one place that turns the tool's pricing fields into an offer.
 */
export function toolOffer(tool: Tool): JsonLd | undefined {
  const price = tool.pricingModel === 'free' ? '0' : /^(?:From )?\$(\d+(?:\.\d+)?)/.exec(tool.pricing)?.[1];
  if (price === undefined) return undefined;
  return { '@type': 'Offer', price, priceCurrency: 'USD', url: tool.url };
}

/** schema.org SoftwareApplication for a tool's page. */
export function toolJsonLd(tool: Tool, siteUrl: string): JsonLd {
  const offer = toolOffer(tool);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    applicationCategory: APPLICATION_CATEGORY[tool.category],
    operatingSystem: 'Web',
    url: tool.url,
    mainEntityOfPage: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
    ...(offer ? { offers: offer } : {}),
  };
}

/** The trail shown above a tool's page, also as schema.org BreadcrumbList. */
export function toolBreadcrumbs(tool: Tool): readonly { name: string; path: string }[] {
  return [
    { name: 'Home', path: paths.home },
    { name: 'The Arsenal', path: paths.tools.index },
    { name: CATEGORY_LABELS[tool.category], path: paths.tools.category(tool.category) },
    { name: tool.name, path: paths.tools.tool(tool.id) },
  ];
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  };
}
