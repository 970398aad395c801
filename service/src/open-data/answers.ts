import type { OpenData, OpenSource, OpenTool } from './dataset.js';

// The MCP server's answers, from the open data alone: every figure with its source and the day that
// source read it, in the site's own words (the file's `prices`), and "no figure" where the record has
// none. Nothing is estimated, converted or filled in.

/** What every answer says about where it comes from. */
export interface Provenance {
  /** The newest day anything in the open data was recorded. */
  dataUpdated: string;
  documentation: string;
  licence: string;
  attribution: string;
}

export interface Cited {
  source: string;
  url: string;
  read: string;
  kind: string;
}

export interface Answer {
  text: string;
  data: Record<string, unknown>;
}

export class NoSuchTool extends Error {}

const NO_FIGURE = 'no figure';

export const provenance = (data: OpenData): Provenance => ({
  dataUpdated: data.updated,
  documentation: data.documentation,
  licence: `${data.licence.name} (${data.licence.url})`,
  attribution: data.attribution,
});

const cited = (source: OpenSource | undefined): Cited | null =>
  source ? { source: source.publisher, url: source.url, read: source.read, kind: source.kind } : null;

const citeText = (cite: Cited | null) => (cite ? `${cite.source}, read ${cite.read}: ${cite.url}` : 'no source');

function toolById(data: OpenData, id: string): OpenTool {
  const tool = data.tools.find((candidate) => candidate.id === id);
  if (!tool) throw new NoSuchTool(`No tool with the id "${id}" is in the open data; search_tools finds a tool's id.`);
  return tool;
}

/** The cheapest paid plan and its source, or why there is no figure. */
function headline(tool: OpenTool) {
  const index = tool.summary.cheapestPlan;
  const plan = index === null ? undefined : tool.plans[index];
  const cheapest = plan && tool.summary.price ? { price: tool.summary.price, ...cited(tool.sources[plan.source]) } : null;
  const noFigure = cheapest
    ? null
    : (tool.summary.noFigure ?? (tool.summary.model === 'free' ? null : 'no source we trust gives a figure'));
  return { cheapest, noFigure };
}

function freePlanWords(freePlan: boolean | null): string {
  return freePlan === null ? 'not known' : freePlan ? 'yes' : 'no';
}

/** Tools whose name, id or category holds every word of the query, filtered; each with its headline figure. */
export function searchTools(
  data: OpenData,
  { query = '', category, freePlan, limit = 20 }: { query?: string; category?: string; freePlan?: boolean; limit?: number },
): Answer {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = data.tools.filter((tool) => {
    const haystack = `${tool.name} ${tool.id} ${tool.category}`.toLowerCase();
    return (
      words.every((word) => haystack.includes(word)) &&
      (category === undefined || tool.category === category) &&
      (freePlan === undefined || tool.summary.freePlan === freePlan)
    );
  });
  const tools = found.slice(0, limit).map((tool) => {
    const { cheapest, noFigure } = headline(tool);
    return {
      id: tool.id,
      name: tool.name,
      category: tool.category,
      page: tool.page,
      freePlan: tool.summary.freePlan,
      cheapestPaidPlan: cheapest,
      noFigure,
    };
  });
  const lines = tools.map(
    (tool) =>
      `- ${tool.name} (id ${tool.id}, ${tool.category}): free plan ${freePlanWords(tool.freePlan)}; ${
        tool.cheapestPaidPlan
          ? `cheapest paid plan ${tool.cheapestPaidPlan.price} (${citeText(tool.cheapestPaidPlan as Cited)})`
          : `${NO_FIGURE}`
      }`,
  );
  return {
    text:
      found.length === 0
        ? 'No tool matches.'
        : [`${found.length} tools match${found.length > limit ? `; the first ${limit}` : ''}:`, ...lines].join('\n'),
    data: { matches: found.length, tools, ...provenance(data) },
  };
}

/** One tool: its status, free plan, the cheapest paid plan, and every plan with its figures and source. */
export function getTool(data: OpenData, id: string): Answer {
  const tool = toolById(data, id);
  const { cheapest, noFigure } = headline(tool);
  const plans = tool.plans.map((plan) => ({
    name: plan.name,
    prices: plan.prices.length > 0 ? plan.prices : [NO_FIGURE],
    currency: plan.currency,
    ...cited(tool.sources[plan.source]),
  }));
  const text = [
    `${tool.name} (${tool.page}). Status: ${tool.status.words}.${tool.owner ? ` Owner: ${tool.owner}.` : ''}`,
    `Free plan: ${freePlanWords(tool.summary.freePlan)}.`,
    cheapest
      ? `Cheapest paid plan: ${cheapest.price} (${citeText(cheapest as Cited)}).`
      : `No figure${noFigure ? `: ${noFigure.replace(/\.$/, '')}` : ''}.`,
    ...plans.map((plan) => `- ${plan.name}: ${plan.prices.join('; ')} (${'source' in plan ? citeText(plan as Cited) : 'no source'})`),
    `Open data updated ${data.updated}; ${data.attribution}.`,
  ];
  return {
    text: text.join('\n'),
    data: {
      id: tool.id,
      name: tool.name,
      page: tool.page,
      status: tool.status.words,
      owner: tool.owner,
      freePlan: tool.summary.freePlan,
      cheapestPaidPlan: cheapest,
      noFigure,
      plans,
      ...provenance(data),
    },
  };
}

const figures = (plan: OpenTool['readings'][number]['plans'][number]) =>
  Object.fromEntries(
    (['monthly', 'yearly', 'annual', 'once', 'unstated'] as const).flatMap((basis) =>
      plan[basis] === undefined ? [] : [[basis, plan[basis]]],
    ),
  );

/** A plan's figures as a reading gives them: "free", "contact sales", "24 USD monthly, 20 USD yearly", or "no figure". */
function planWords(
  plan: { free?: boolean; contactSales?: boolean } & Partial<Record<'monthly' | 'yearly' | 'annual' | 'once' | 'unstated', number>>,
  currency: string,
): string {
  if (plan.free) return 'free';
  const given = (['monthly', 'yearly', 'annual', 'once', 'unstated'] as const).flatMap((basis) =>
    plan[basis] === undefined ? [] : [`${plan[basis]} ${currency} ${basis === 'unstated' ? 'a month, billing not stated' : basis}`],
  );
  if (plan.contactSales) return given.length > 0 ? `contact sales, from ${given.join(', ')}` : 'contact sales';
  return given.length > 0 ? given.join(', ') : NO_FIGURE;
}

/** Every reading of a tool's plans, oldest read first, with its source and what each plan cost then; and its corrections. */
export function priceHistory(data: OpenData, id: string): Answer {
  const tool = toolById(data, id);
  const readings = tool.readings.map((reading) => ({
    recorded: reading.recorded,
    ...cited(reading.source),
    currency: reading.source.currency,
    plans: reading.plans.map((plan) => ({
      name: plan.name,
      ...(plan.free ? { free: true } : {}),
      ...(plan.contactSales ? { contactSales: true } : {}),
      ...(plan.perSeat ? { perSeat: true } : {}),
      ...figures(plan),
    })),
  }));
  const text = [
    `${tool.name}: ${readings.length} readings of its plans${readings.length === 0 ? ` (${NO_FIGURE})` : ''}.`,
    ...readings.map(
      (reading) =>
        `- read ${reading.read} by ${reading.source} (${reading.url}), recorded ${reading.recorded}: ${reading.plans
          .map((plan) => `${plan.name} ${planWords(plan, reading.currency)}`)
          .join('; ')}`,
    ),
    ...tool.corrections.map(
      (correction) => `Corrected ${correction.on}: ${correction.fact} "${correction.from}" → "${correction.to}" (${correction.why}).`,
    ),
  ];
  return { text: text.join('\n'), data: { id: tool.id, name: tool.name, readings, corrections: tool.corrections, ...provenance(data) } };
}

/** Two to four tools side by side: free plan, the cheapest paid plan with its source, the budget bracket. */
export function compare(data: OpenData, ids: readonly string[]): Answer {
  const tools = ids.map((id) => toolById(data, id));
  const rows = tools.map((tool) => {
    const { cheapest, noFigure } = headline(tool);
    return {
      id: tool.id,
      name: tool.name,
      page: tool.page,
      freePlan: tool.summary.freePlan,
      budget: tool.summary.budget,
      cheapestPaidPlan: cheapest,
      noFigure,
    };
  });
  const text = rows.map(
    (row) =>
      `- ${row.name}: free plan ${freePlanWords(row.freePlan)}; ${row.cheapestPaidPlan ? `${row.cheapestPaidPlan.price} (${citeText(row.cheapestPaidPlan as Cited)})` : NO_FIGURE}`,
  );
  return {
    text: [...text, 'Figures are as each source read them, on the day given; they are not converted.'].join('\n'),
    data: { tools: rows, ...provenance(data) },
  };
}

/** What the record gained since a day: readings recorded and corrections made, across every tool. */
export function changesSince(data: OpenData, since: string): Answer {
  const readings = data.tools.flatMap((tool) =>
    tool.readings
      .filter((reading) => reading.recorded >= since)
      .map((reading) => ({ id: tool.id, name: tool.name, recorded: reading.recorded, ...cited(reading.source) })),
  );
  const corrections = data.tools.flatMap((tool) =>
    tool.corrections.filter((correction) => correction.on >= since).map((correction) => ({ id: tool.id, name: tool.name, ...correction })),
  );
  const text = [
    `Since ${since}: ${readings.length} readings recorded, ${corrections.length} corrections.`,
    ...readings.map(
      (reading) => `- ${reading.name}: plans read ${reading.read} by ${reading.source}, recorded ${reading.recorded} (${reading.url})`,
    ),
    ...corrections.map(
      (correction) => `- ${correction.name}, corrected ${correction.on}: ${correction.fact} "${correction.from}" → "${correction.to}"`,
    ),
  ];
  return { text: text.join('\n'), data: { since, readings, corrections, ...provenance(data) } };
}
