// The open data (/data): every tool's plans, prices and history as files anyone may reuse, the words
// that explain each field, and how to cite it. The fields' descriptions are written here once: the
// published JSON Schema (../content/schemas/open-data.ts) and the page that explains the files (the
// shell's /data page) both read them.

/** The format's version: a field added is a minor version, a field renamed or removed a major one. */
export const OPEN_DATA_VERSION = '1.0.0';

export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** The dataset's title, as the files and the page name it. */
export const OPEN_DATA_TITLE = 'AI tools’ plans, prices and their history';

/** One group of fields: what it describes, and each field with its description. */
export interface FieldGroup {
  title: string;
  about: string;
  fields: Readonly<Record<string, string>>;
}

/** Every field of the files, by the object it belongs to. */
export const OPEN_DATA_FIELDS = {
  dataset: {
    title: 'The file',
    about: 'Every file (tools.json, and each tool’s own file) has the same envelope; a tool’s own file lists one tool.',
    fields: {
      $schema: 'The address of the JSON Schema the file follows.',
      title: 'What the dataset is.',
      version: 'The version of the format (semantic versioning): a new field raises the minor number, a renamed or removed one the major.',
      updated: 'The newest day (YYYY-MM-DD) anything in the file was recorded: a tool added, a reading, a correction, a check.',
      site: 'The site that publishes the file.',
      documentation: 'The page that explains the fields, the rule for a figure and how to cite the data.',
      licence: 'The licence of the file (name and address).',
      attribution: 'How to credit the data when you reuse it.',
      credits: 'Datasets published under a licence that some figures come from, and the tools they give figures for: credit them too.',
      tools: 'The tools, in the order of The Arsenal.',
    },
  },
  tool: {
    title: 'A tool',
    about: 'What we know of one tool, and where each fact comes from.',
    fields: {
      id: 'Its id: the last part of its page’s address.',
      name: 'Its name.',
      page: 'Its page on the site.',
      feed: 'Its Atom feed: each reading of its plans, what a reading changed, and each correction.',
      category: 'The category of The Arsenal it is listed in.',
      added: 'The day it joined The Arsenal.',
      website: 'The vendor’s website; null when the domain no longer belongs to the vendor.',
      pricingPage: 'The vendor’s page of plans, where to look today; null when the domain no longer belongs to the vendor.',
      owner: 'The company behind it, as we last checked; null when not checked.',
      status:
        'What the record says of its life: active, may-be-gone, discontinued, acquired or hijacked, in our words, with the day we learned it.',
      updated: 'The newest day anything about it was recorded.',
      summary: 'The facts its page leads with, derived from its plans.',
      plans: 'Every plan its record holds: as the standing source lists them, then those only other current sources price.',
      sources: 'The sources the plans cite, each pinned to the version read and dated; a plan’s `source` is an index into this list.',
      readings: 'Every reading of its plans we recorded, oldest first: each one source’s full list of plans, with the day it read them.',
      corrections: 'Every fact about it we got wrong and corrected, oldest first.',
    },
  },
  summary: {
    title: 'A tool’s summary',
    about: 'The facts a card and the top of a tool’s page show, each derived from the plans.',
    fields: {
      model: 'free, freemium, free-trial or paid; null when no source lists its plans.',
      freePlan: 'Whether it has a free plan; null when not known.',
      trial: 'Days of free trial, or only whether there is one; null when no source says.',
      budget:
        'The budget bracket: free with a free plan, else by the cheapest paid plan’s figure a month (under-50, 50-200, 200-plus, in its currency); null when unknown.',
      cheapestPlan: 'Index into `plans` of the cheapest paid plan with a figure; null when none has one.',
      price:
        'The cheapest paid plan and its price in the site’s words ("Go: $8/month, billed monthly"); null when no source gives a figure.',
      noFigure: 'Why there is no figure, where we searched and found none.',
    },
  },
  plan: {
    title: 'A plan',
    about: 'One plan, in its source’s currency. A price is never converted, rounded or estimated: it is the figure the source gives.',
    fields: {
      name: 'The plan’s name as its source gives it.',
      currency: 'USD, EUR or GBP: the currency of its source.',
      free: 'A free plan (a price of 0).',
      contactSales: 'Sold through sales ("Contact sales"); a figure, if any, is a starting price.',
      perSeat: 'The figures are per seat.',
      monthly: 'The price of a month, billed month by month.',
      yearly: 'The price of a month, billed yearly.',
      annual: 'The price of a year, billed yearly, where the source gives the year’s total.',
      once: 'A one-time price.',
      unstated: 'A price a month whose billing the source does not state.',
      includes: 'What the plan includes, where the source says, in a few words.',
      prices: 'Its prices in the words its tool’s page shows, one per way of paying.',
      source: 'Index into the tool’s `sources` of the source this plan’s figures come from.',
      otherFigures: 'Other current sources that give this plan another figure: the basis, the amount and the source.',
    },
  },
  source: {
    title: 'A source',
    about: 'Where figures come from: never a live page we did not keep, always the version read.',
    fields: {
      kind: 'vendor-page (the vendor’s page as our monitor read it), vendor-page-copy (a dated copy of it), licensed-dataset, or third-party-report.',
      publisher: 'Who published the source.',
      url: 'The address of the version read: a file at a commit or a dated archive capture; for a vendor page, its address, pinned by `snapshot`.',
      read: 'The day (YYYY-MM-DD) or month (YYYY-MM) the source read the plans.',
      datedBy:
        '"source" when the source states the day it read the plans; "commit" when it does not and `read` is the day its file was committed.',
      currency: 'The currency of its figures.',
      licence: 'The source’s licence, where it has one.',
      snapshot: 'For a vendor page our monitor read: the SHA-256 of the page as fetched, which we keep.',
    },
  },
  reading: {
    title: 'A reading',
    about: 'One source’s list of a tool’s plans, recorded on a day; readings are appended, never edited.',
    fields: {
      recorded: 'The day we recorded the reading.',
      source: 'The source, as in `sources`.',
      freePlan: 'false where the source says there is no free plan; absent when it says nothing either way.',
      trial: 'Days of free trial, or whether there is one, where the source says.',
      plans: 'Every plan the source lists, with its figures.',
    },
  },
  correction: {
    title: 'A correction',
    about: 'A fact we showed and got wrong.',
    fields: {
      on: 'The day we corrected it.',
      fact: 'Which fact: price, free plan, plans or budget.',
      from: 'What we said before.',
      to: 'What the record said once corrected.',
      why: 'Why it was wrong.',
      note: 'Anything else a reader needs, in a sentence.',
    },
  },
} as const satisfies Record<string, FieldGroup>;

/** The columns of plans.csv: one row per plan of every tool's record, as tools.json holds it. */
export const PLANS_CSV_COLUMNS = {
  tool_id: 'The tool’s id.',
  tool_name: 'The tool’s name.',
  plan: OPEN_DATA_FIELDS.plan.fields.name,
  currency: OPEN_DATA_FIELDS.plan.fields.currency,
  free: 'true for a free plan.',
  contact_sales: 'true for a plan sold through sales.',
  per_seat: 'true when the figures are per seat.',
  monthly: OPEN_DATA_FIELDS.plan.fields.monthly,
  yearly: OPEN_DATA_FIELDS.plan.fields.yearly,
  annual: OPEN_DATA_FIELDS.plan.fields.annual,
  once: OPEN_DATA_FIELDS.plan.fields.once,
  unstated: OPEN_DATA_FIELDS.plan.fields.unstated,
  cheapest_paid: 'true for the tool’s cheapest paid plan with a figure.',
  includes: OPEN_DATA_FIELDS.plan.fields.includes,
  source_kind: OPEN_DATA_FIELDS.source.fields.kind,
  source_publisher: OPEN_DATA_FIELDS.source.fields.publisher,
  source_url: OPEN_DATA_FIELDS.source.fields.url,
  source_read: OPEN_DATA_FIELDS.source.fields.read,
  source_licence: OPEN_DATA_FIELDS.source.fields.licence,
} as const;

/** The rule for a figure, in the words the page and llms.txt give it. */
export const FIGURE_RULE = [
  'Every figure comes from one source, pinned to the version read (a file at a commit, a dated archive capture, or a copy of the vendor’s page our monitor kept), and carries the day or month that source read it.',
  'A figure is never converted, rounded or estimated; where a source does not say how a price is billed, the data says so.',
  'Where no source we trust gives a figure, the data says "no figure" rather than guessing.',
  'Readings are appended, never edited; a figure we got wrong stays in the history and the correction says why.',
] as const;
