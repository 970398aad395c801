// What the site publishes about each tool's plans for the services that watch it: the newsletter
// service's watch mails compare this file (src/content/generated/tool-facts.json) between deploys and mail
// each change in the site's own words, so a mail never words a price differently from the page.
import type { PlanRecord } from './record';
import { cheapestPlan } from './record';
import { cheapestText, freePlanText, sourceText } from './words';
import { linksToVendor, statusWords, type ToolStatus } from '../status';

/** The readings behind the site's records, for the About page: how many, of which kinds, and the licensed datasets to credit. */
export interface PlanSources {
  readings: number;
  /** Tools with at least one reading. */
  tools: number;
  byKind: Record<string, number>;
  licensed: { publisher: string; licence: string; urls: string[]; tools: string[] }[];
}

/** One tool's published facts: each in the words the tool page uses. */
export interface PublishedFacts {
  name: string;
  /** "Free plan", "No free plan" or "Free plan not known". */
  freePlan: string;
  /** "Go: $8/month, billed monthly", or "no dated figure". */
  price: string;
  /** Where the price comes from and when it was read, with its address; null without a figure. */
  priceSource: string | null;
  owner: string | null;
  /** "Active", or what the record says of its life: "Acquired by X (as of May 14, 2026)", "Discontinued (as of …)". */
  status: string;
  /** Present, and true, once the tool's domain is hijacked: /go/ and the servers' fallbacks then send no one there. */
  hijacked?: true;
}

export function publishedFacts(
  tools: readonly { id: string; name: string; check?: { owner?: string }; status?: ToolStatus }[],
  records: ReadonlyMap<string, PlanRecord>,
): Record<string, PublishedFacts> {
  return Object.fromEntries(
    tools.map((tool) => {
      const record = records.get(tool.id);
      const cheapest = record ? cheapestPlan(record) : null;
      return [
        tool.id,
        {
          name: tool.name,
          freePlan: freePlanText(record ?? { freePlan: null }),
          price: (record && cheapestText({ cheapest })) ?? 'no dated figure',
          priceSource: cheapest ? `${sourceText(cheapest.source)}: ${cheapest.source.url}` : null,
          owner: tool.check?.owner ?? null,
          status: statusWords(tool.status ?? null),
          ...(linksToVendor(tool.status) ? {} : { hijacked: true as const }),
        },
      ];
    }),
  );
}
