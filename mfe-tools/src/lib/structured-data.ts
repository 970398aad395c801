import { absoluteUrl } from '@toolverse/contracts';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import type { Crumb } from '@toolverse/shared-content/site/breadcrumbs';
import type { JsonLd } from '@toolverse/shared-content/ui/page-meta';
import { figuresOf, isFree } from '@toolverse/shared-content/domain/plans/figures';
import type { PlanRecord, SourceRef } from '@toolverse/shared-content/domain/plans/record';
import type { Tool, ToolCategory } from '@toolverse/shared-content/content/schemas/tool';
import { CATEGORY_LABELS } from './labels';

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
  social: 'SocialNetworkingApplication',
  automation: 'BusinessApplication',
  presentations: 'BusinessApplication',
  research: 'ReferenceApplication',
  courses: 'EducationalApplication',
  assistants: 'BusinessApplication',
  email: 'CommunicationApplication',
  scheduling: 'BusinessApplication',
  meetings: 'CommunicationApplication',
};

/**
 * The schema.org offers for a tool, from the same record the page shows: one Offer per plan with a
 * figure (a free plan at 0), priced per month where it recurs (UnitPriceSpecification, unit MON, with
 * how it is billed) or once. Nothing for a plan without a figure: an offer without a price would claim
 * one. The day a source read the plans is when the price held, not when it became valid, so it is no
 * priceValidFrom.
 */
export function toolOffers(record: PlanRecord, pricingPage: string): JsonLd[] {
  return record.plans.flatMap((plan) => {
    const { currency = 'USD' } = record.sources[plan.source] as SourceRef;
    if (isFree(plan)) return [{ '@type': 'Offer', name: plan.name, price: '0', priceCurrency: currency, url: pricingPage }];
    const figures = figuresOf(plan);
    const recurring = figures.monthly ?? figures.yearly ?? figures.unstated;
    if (recurring === undefined && figures.once === undefined) return [];
    const price = String(recurring ?? figures.once);
    const billed = figures.monthly !== undefined ? 'billed monthly' : figures.yearly !== undefined ? 'billed yearly' : null;
    return [
      {
        '@type': 'Offer',
        name: plan.perSeat ? `${plan.name}, per seat` : plan.name,
        price,
        priceCurrency: currency,
        url: pricingPage,
        ...(recurring === undefined
          ? {}
          : {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price,
                priceCurrency: currency,
                unitCode: 'MON',
                ...(billed ? { description: `a month, ${billed}` } : {}),
              },
            }),
      },
    ];
  });
}

/** schema.org SoftwareApplication for a tool's page. */
export function toolJsonLd(tool: Tool, record: PlanRecord, siteUrl: string): JsonLd {
  const offers = toolOffers(record, tool.pricingPage);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    applicationCategory: APPLICATION_CATEGORY[tool.category],
    operatingSystem: 'Web',
    url: tool.url,
    mainEntityOfPage: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
    ...(offers.length === 0 ? {} : { offers: offers.length === 1 ? offers[0] : offers }),
  };
}

/** The trail shown above a tool's page, also as schema.org BreadcrumbList. */
export function toolBreadcrumbs(tool: Tool): readonly Crumb[] {
  return [
    { name: 'Home', path: paths.home },
    { name: 'The Arsenal', path: paths.tools.index },
    { name: CATEGORY_LABELS[tool.category], path: paths.tools.category(tool.category) },
    { name: tool.name, path: paths.tools.tool(tool.id) },
  ];
}

/**
 * A list of tools as a schema.org ItemList, in the order shown: each entry is the tool's page on this
 * site, never the vendor's. A page of a longer list passes where its
 * first tool stands in it (`first`, from 0) and how long the whole list is (`total`).
 */
export function toolItemList(tools: readonly Pick<Tool, 'id' | 'name'>[], siteUrl: string, first = 0, total = tools.length): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: tools.map((tool, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: tool.name,
      url: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
    })),
  };
}

/** The directory (or one of its views, or a page of one) as a CollectionPage of the tools the page lists, in the order shown. */
export function directoryJsonLd(
  view: { name: string; path: string },
  page: { tools: readonly Pick<Tool, 'id' | 'name'>[]; first: number; total: number },
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${view.name} | ${SITE_NAME}`,
    url: absoluteUrl(siteUrl, view.path),
    mainEntity: toolItemList(page.tools, siteUrl, page.first, page.total),
  };
}

/** A page about a set of tools (alternatives, a comparison): a WebPage whose main entity is the list. */
export function toolListPageJsonLd(
  page: { name: string; description: string; path: string },
  tools: readonly Pick<Tool, 'id' | 'name'>[],
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: `${page.name} | ${SITE_NAME}`,
    description: page.description,
    url: absoluteUrl(siteUrl, page.path),
    mainEntity: toolItemList(tools, siteUrl),
  };
}
