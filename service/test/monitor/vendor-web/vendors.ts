// The vendors the vendor web serves and the changes a test makes to them. A vendor is one tool's
// pricing page on its host; several vendors may share a host (Adobe's two tools, the benchmark's
// synthetic hosts), each at its own path.
import type { PlanFigure } from '../../../src/monitor/types.js';

/** How a page carries its plans, as real vendors' pages do. */
export type Shape = 'json-ld' | 'app-data' | 'script-table' | 'plain-table';

export const SHAPES: readonly Shape[] = ['json-ld', 'app-data', 'script-table', 'plain-table'];

export interface Vendor {
  /** The vendor's host, e.g. "chatgpt.com". */
  host: string;
  toolId: string;
  /** The tool's name. */
  name: string;
  /** The company, as the page's JSON-LD Organization and og:site_name say. */
  owner: string;
  shape: Shape;
  /** The pricing page's path, "/pricing" when not given. */
  path?: string;
  plans: PlanFigure[];
}

/**
 * One change to what a vendor's host serves. Changes stack in the order they are made. A change made
 * to a host reaches every vendor on it; one made to a tool id reaches that vendor's page alone.
 */
export type Change =
  | { kind: 'price'; plan: string; monthly?: number; yearly?: number; unstated?: number }
  | { kind: 'rename'; plan: string; to: string }
  | { kind: 'add'; plan: PlanFigure }
  | { kind: 'remove'; plan: string }
  | { kind: 'billing'; plan: string; to: 'yearly-only' | 'monthly-only' }
  /** The page now lives at `to` on the same host; its old path answers 301. */
  | { kind: 'moved'; to: string }
  /** The page answers 301 to another site (an absolute address). */
  | { kind: 'offsite'; to: string }
  /** Every path but /robots.txt serves a "this domain is for sale" page. */
  | { kind: 'parked' }
  | { kind: 'error'; status: number }
  /** The page answers after `ms`. */
  | { kind: 'slow'; ms: number }
  /** robots.txt disallows this path prefix for every agent. */
  | { kind: 'robots'; disallow: string }
  /** Connections are reset as soon as a request arrives. */
  | { kind: 'down' }
  | { kind: 'owner'; to: string };

export const pagePath = (vendor: Vendor): string => vendor.path ?? '/pricing';

/** A stable pick between a vendor's markup variants, so a vendor looks the same in every run. */
export const variantOf = (vendor: Vendor, count: number): number =>
  [...vendor.toolId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % count;

const SYNTHETIC_PLANS = (j: number): PlanFigure[] => [
  { name: 'Free', monthly: 0 },
  { name: 'Starter', monthly: 9 + (j % 7), yearly: 7 + (j % 7) },
  { name: 'Team', monthly: 29 + (j % 11), yearly: 24 + (j % 11), perSeat: true },
  { name: 'Enterprise', sales: true },
];

/**
 * `n` synthetic vendors spread over `hosts` hosts, for the scale benchmark: vendor j lives on
 * host-(j mod hosts).example at /pricing/j, shapes taken in turn.
 */
export function syntheticVendors(n: number, hosts: number): Vendor[] {
  return Array.from({ length: n }, (_, j) => ({
    host: `host-${j % hosts}.example`,
    toolId: `synthetic-${j}`,
    name: `Tool ${j}`,
    owner: `Tool ${j} Inc.`,
    shape: SHAPES[j % SHAPES.length] as Shape,
    path: `/pricing/${j}`,
    plans: SYNTHETIC_PLANS(j),
  }));
}
