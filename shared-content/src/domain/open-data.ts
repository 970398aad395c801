// The open data (/data): each tool's record of plans, every reading with its pinned and dated source,
// and its corrections, as files anyone may reuse. Derived from what each tool's page shows (its page
// data: the record, the corrections) and its readings, by the same functions the pages use, so a
// figure in the files is the figure on the page. The format is ../content/schemas/open-data.ts.
import type { OpenCorrection, OpenDataset, OpenPlan, OpenReading, OpenSource, OpenTool } from '../content/schemas/open-data';
import type { Plan, Reading } from '../content/schemas/plans';
import type { ToolPageData } from '../content/tool-page';
import { paths } from '../site/paths';
import { OPEN_DATA_LICENCE, OPEN_DATA_TITLE, OPEN_DATA_VERSION, PLANS_CSV_COLUMNS } from '../site/open-data';
import { dayNumber, isFree } from './plans/figures';
import type { PlanSources } from './plans/published';
import type { SourceRef } from './plans/record';
import { cheapestText, planPriceLines } from './plans/words';
import { planSummary } from './plans/summary';
import { linksToVendor, statusWords } from './status';

/** What one tool's files are made of: its page's data, and every reading of its plans as recorded. */
export interface OpenToolInput {
  page: ToolPageData;
  readings: readonly Reading[];
  /** Every day its history recorded something (readings, searches, status entries). */
  historyDays: readonly string[];
}

export interface OpenDataInput {
  siteUrl: string;
  siteName: string;
  tools: readonly OpenToolInput[];
  /** The licensed datasets some figures come from (the content build's plan-sources.json). */
  licensed: PlanSources['licensed'];
}

const openSource = (source: SourceRef): OpenSource => ({
  kind: source.kind,
  publisher: source.publisher,
  url: source.url,
  read: source.read,
  datedBy: source.dated === 'commit' ? 'commit' : 'source',
  currency: source.currency ?? 'USD',
  ...(source.licence ? { licence: source.licence } : {}),
  ...(source.snapshot ? { snapshot: source.snapshot } : {}),
});

/** A plan's own facts: whether it is free or sold through sales, and each figure its source gives. */
function planFacts(plan: Plan) {
  return {
    name: plan.name,
    free: isFree(plan),
    contactSales: plan.sales === true,
    perSeat: plan.perSeat === true,
    ...(plan.monthly !== undefined ? { monthly: plan.monthly } : {}),
    ...(plan.yearly !== undefined ? { yearly: plan.yearly } : {}),
    ...(plan.annual !== undefined ? { annual: plan.annual } : {}),
    ...(plan.once !== undefined ? { once: plan.once } : {}),
    ...(plan.unstated !== undefined ? { unstated: plan.unstated } : {}),
    ...(plan.includes ? { includes: plan.includes } : {}),
  };
}

const latest = (days: readonly string[]) => days.reduce((newest, date) => (date > newest ? date : newest), '1970-01-01');

/** One tool as the files give it. */
export function openTool({ page, readings, historyDays }: OpenToolInput, siteUrl: string): OpenTool {
  const { tool, record, corrections } = page;
  const status = tool.status ?? null;
  const vendor = linksToVendor(status);
  const sources = record.sources.map(openSource);
  const plans: OpenPlan[] = record.plans.map((row) => {
    const currency = record.sources[row.source]?.currency;
    return {
      ...planFacts(row),
      currency: currency ?? 'USD',
      prices: planPriceLines(row, currency),
      source: row.source,
      ...(row.others
        ? { otherFigures: row.others.map((other) => ({ basis: other.basis, amount: other.amount, source: openSource(other.source) })) }
        : {}),
    };
  });
  const read: OpenReading[] = readings
    .map((reading, order) => ({ reading, order }))
    .sort((a, b) => dayNumber(a.reading.read) - dayNumber(b.reading.read) || a.order - b.order)
    .map(({ reading }) => ({
      recorded: reading.on,
      source: openSource({
        ...reading.source,
        read: reading.read,
        ...(reading.dated ? { dated: reading.dated } : {}),
        ...(reading.currency ? { currency: reading.currency } : {}),
      }),
      ...(reading.freePlan === false ? { freePlan: false as const } : {}),
      ...(reading.trial !== undefined ? { trial: reading.trial } : {}),
      plans: reading.plans.map(planFacts),
    }));
  const corrected: OpenCorrection[] = corrections.map(({ on, fact, from, to, why, note }) => ({
    on,
    fact,
    from,
    to,
    why,
    ...(note ? { note } : {}),
  }));
  return {
    id: tool.id,
    name: tool.name,
    page: siteUrl + paths.tools.tool(tool.id),
    feed: siteUrl + paths.tools.feed(tool.id),
    category: tool.category,
    added: tool.added,
    website: vendor ? tool.url : null,
    pricingPage: vendor ? tool.pricingPage : null,
    owner: tool.check?.owner ?? null,
    status: {
      state: status?.status ?? 'active',
      words: statusWords(status),
      ...(status ? { since: status.on, note: status.note } : {}),
    },
    updated: latest([tool.added, ...(tool.check ? [tool.check.on] : []), ...historyDays, ...corrections.map((entry) => entry.on)]),
    summary: {
      model: record.model,
      freePlan: record.freePlan,
      trial: record.trial,
      budget: record.bracket,
      cheapestPlan: record.cheapest,
      price: cheapestText(planSummary(record)),
      noFigure: record.noFigure,
    },
    plans,
    sources,
    readings: read,
    corrections: corrected,
  };
}

/** The files' envelope around the given tools: tools.json holds every tool, a tool's own file one. */
function envelope(input: Pick<OpenDataInput, 'siteUrl' | 'siteName' | 'licensed'>, tools: OpenTool[]): OpenDataset {
  const { siteUrl, siteName } = input;
  const ids = new Set(tools.map((tool) => tool.id));
  return {
    $schema: siteUrl + paths.data.schema,
    title: `${siteName} open data: ${OPEN_DATA_TITLE}`,
    version: OPEN_DATA_VERSION,
    updated: latest(tools.map((tool) => tool.updated)),
    site: `${siteUrl}/`,
    documentation: siteUrl + paths.data.page,
    licence: { ...OPEN_DATA_LICENCE },
    attribution: `${siteName}, “${OPEN_DATA_TITLE}”, ${siteUrl}${paths.data.page}, ${OPEN_DATA_LICENCE.name}`,
    credits: input.licensed
      .map((dataset) => ({ ...dataset, tools: dataset.tools.filter((id) => ids.has(id)) }))
      .filter((dataset) => dataset.tools.length > 0),
    tools,
  };
}

/** tools.json and each tool's own file (by id), from the same tools. */
export function openDataset(input: OpenDataInput): { all: OpenDataset; byTool: Map<string, OpenDataset> } {
  const tools = input.tools.map((tool) => openTool(tool, input.siteUrl));
  return {
    all: envelope(input, tools),
    byTool: new Map(tools.map((tool) => [tool.id, envelope(input, [tool])])),
  };
}

type CsvColumn = keyof typeof PLANS_CSV_COLUMNS;

/** plans.csv: a header of PLANS_CSV_COLUMNS, then one row per plan of every tool, as tools.json holds it (empty for a fact a plan has not). */
export function plansCsvRows(dataset: OpenDataset): string[][] {
  const columns = Object.keys(PLANS_CSV_COLUMNS) as CsvColumn[];
  const text = (value: string | number | boolean | undefined) => (value === undefined ? '' : String(value));
  const rows = dataset.tools.flatMap((tool) =>
    tool.plans.map((plan, index) => {
      const source = tool.sources[plan.source];
      const cells: Record<CsvColumn, string> = {
        tool_id: tool.id,
        tool_name: tool.name,
        plan: plan.name,
        currency: plan.currency,
        free: text(plan.free),
        contact_sales: text(plan.contactSales),
        per_seat: text(plan.perSeat),
        monthly: text(plan.monthly),
        yearly: text(plan.yearly),
        annual: text(plan.annual),
        once: text(plan.once),
        unstated: text(plan.unstated),
        cheapest_paid: text(tool.summary.cheapestPlan === index),
        includes: text(plan.includes),
        source_kind: text(source?.kind),
        source_publisher: text(source?.publisher),
        source_url: text(source?.url),
        source_read: text(source?.read),
        source_licence: text(source?.licence),
      };
      return columns.map((column) => cells[column]);
    }),
  );
  return [columns, ...rows];
}
