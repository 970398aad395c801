import { absoluteUrl } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { type JsonLd } from '@toolverse/shared-content/ui/page-meta';
import { figuresOf, isFree } from '@toolverse/shared-content/domain/plans/figures';
import { type PlanRecord, type SourceRef } from '@toolverse/shared-content/domain/plans/record';
import type { Tool, ToolCategory } from '@toolverse/shared-content/content/schemas/tool';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { linksToVendor } from '@toolverse/shared-content/domain/status';

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
export function toolOffers(record: PlanRecord, pricingPage: string | undefined): JsonLd[] {
  const url = pricingPage === undefined ? {} : { url: pricingPage };
  return record.plans.flatMap((plan) => {
    const { currency = 'USD' } = record.sources[plan.source] as SourceRef;
    if (isFree(plan)) return [{ '@type': 'Offer', name: plan.name, price: '0', priceCurrency: currency, ...url }];
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
        ...url,
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

/** schema.org SoftwareApplication for a tool's page; without the vendor's addresses once its domain is hijacked. */
export function toolJsonLd(tool: Tool & Pick<ListedTool, 'status'>, record: PlanRecord, siteUrl: string): JsonLd {
  const vendor = linksToVendor(tool.status);
  const offers = toolOffers(record, vendor ? tool.pricingPage : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    applicationCategory: APPLICATION_CATEGORY[tool.category],
    operatingSystem: 'Web',
    ...(vendor ? { url: tool.url } : {}),
    mainEntityOfPage: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
    ...(offers.length === 0 ? {} : { offers: offers.length === 1 ? offers[0] : offers }),
  };
}
