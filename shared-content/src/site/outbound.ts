/**
 * Every link that sends a reader to a tool's vendor goes through the site's own `/go/{toolId}`
 * (the service answers it with a 302, counting the click; a static host maps it with
 * `_redirects`). The destination lives in one place, content/tools.json: the tool's affiliate URL
 * when it has one, else its vendor URL. Links that cite a source (a vendor's pricing page in a price
 * line) stay direct: they are references, not the reader's way out to a tool.
 */
export const GO_PATH = '/go/';

/**
 * The kinds of page a tool link sits on, sent as `?from=` and counted with the click. The click
 * service keeps its own copy (service/src/contract.ts); its contract test fails if they differ.
 */
export const OUTBOUND_PAGE_KINDS = ['tool', 'directory', 'article', 'blog', 'quiz', 'guide', 'home', 'alternatives', 'compare'] as const;
export type OutboundPageKind = (typeof OUTBOUND_PAGE_KINDS)[number];

/**
 * What an outbound link needs to know of a tool (the fields of schemas/tool.ts, written out so the
 * service's contract test can load this file without the schemas).
 */
export interface OutboundTool {
  id: string;
  url: string;
  affiliateUrl?: string | undefined;
}

/** `/go/{id}?from={kind}`: the href of every link from a page of kind `from` to a tool's vendor. */
export function outboundHref(tool: Pick<OutboundTool, 'id'>, from: OutboundPageKind): string {
  return `${GO_PATH}${encodeURIComponent(tool.id)}?from=${from}`;
}

/** Where `/go/{id}` leads: the affiliate URL when the tool has one, else the vendor's own site. */
export function outboundDestination(tool: Pick<OutboundTool, 'url' | 'affiliateUrl'>): string {
  return tool.affiliateUrl ?? tool.url;
}

/**
 * The rel of an outbound tool link (all open in a new tab): `sponsored` where the destination is an
 * affiliate link, as search engines ask of paid links; `nofollow` on every one, as the /go/ redirect
 * is for readers (robots.txt keeps crawlers out of it); never the opener, and no referrer, so the
 * vendor is not told which of our pages the reader came from (the privacy page says so).
 */
export function outboundRel(tool: Partial<OutboundTool>): string {
  return tool.affiliateUrl ? 'sponsored nofollow noopener noreferrer' : 'nofollow noopener noreferrer';
}
