// What a vendor's page says after the changes a test has made: its plans, owner and where it lives.
// The changes that touch a host's answers as a whole (down, slow, error, parked, robots) are read
// by the server from the same list.
import type { PlanFigure } from '../../../src/monitor/types.js';
import { pagePath, type Change, type Vendor } from './vendors.js';

export interface PageState {
  /** Where the page is served now. */
  path: string;
  /** Paths it was moved from: each answers 301 to `path`. */
  oldPaths: string[];
  plans: PlanFigure[];
  owner: string;
  /** An absolute address the page now answers 301 to. */
  offsite?: string;
}

function billedOnly(plan: PlanFigure, to: 'yearly-only' | 'monthly-only'): PlanFigure {
  const { monthly, yearly, annual, unstated, ...rest } = plan;
  // The plan keeps its price and loses the other way to pay; a figure whose billing was unstated
  // becomes the one billing the page now states.
  if (to === 'yearly-only') {
    const figure = yearly ?? (annual === undefined ? (monthly ?? unstated) : undefined);
    return { ...rest, ...(figure === undefined ? {} : { yearly: figure }), ...(annual === undefined ? {} : { annual }) };
  }
  const figure = monthly ?? unstated ?? yearly ?? (annual === undefined ? undefined : Math.round((annual / 12) * 100) / 100);
  return { ...rest, ...(figure === undefined ? {} : { monthly: figure }) };
}

function changePlans(plans: PlanFigure[], change: Change): PlanFigure[] {
  switch (change.kind) {
    case 'price': {
      const { kind: _kind, plan: name, ...figures } = change;
      return plans.map((plan) => (plan.name === name ? { ...plan, ...figures } : plan));
    }
    case 'rename':
      return plans.map((plan) => (plan.name === change.plan ? { ...plan, name: change.to } : plan));
    case 'add':
      return [...plans, { ...change.plan }];
    case 'remove':
      return plans.filter((plan) => plan.name !== change.plan);
    case 'billing':
      return plans.map((plan) => (plan.name === change.plan ? billedOnly(plan, change.to) : plan));
    default:
      return plans;
  }
}

/** The vendor's page after `changes`, applied in order. */
export function pageState(vendor: Vendor, changes: readonly Change[]): PageState {
  const state: PageState = { path: pagePath(vendor), oldPaths: [], plans: vendor.plans.map((plan) => ({ ...plan })), owner: vendor.owner };
  for (const change of changes) {
    state.plans = changePlans(state.plans, change);
    if (change.kind === 'owner') state.owner = change.to;
    if (change.kind === 'offsite') state.offsite = change.to;
    if (change.kind === 'moved' && change.to !== state.path) {
      state.oldPaths = [...state.oldPaths.filter((path) => path !== change.to), state.path];
      state.path = change.to;
    }
  }
  return state;
}

// The plans each vendor's page shows now, by the vendor object a test passed to the web that serves
// it, so that a dataset built from the same vendors follows their pages.
const live = new WeakMap<Vendor, () => PlanFigure[]>();

export const followPlans = (vendor: Vendor, plans: () => PlanFigure[]): void => void live.set(vendor, plans);

/** What the vendor's page lists now (its own plans when no web serves it). */
export const livePlans = (vendor: Vendor): PlanFigure[] => live.get(vendor)?.() ?? vendor.plans;
