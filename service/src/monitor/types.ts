// The monitor's vocabulary, shared by its readers (fetch/, browser), its extractors (extract/), its
// store and its run: what a source is, what a fetch returns, what a page yields. Plans are in the
// shape of the site's record (shared-content's PlanSchema), so an accepted reading is appended as is.

/** One plan as a source lists it: the fields of shared-content's PlanSchema the monitor can read. */
export interface PlanFigure {
  name: string;
  /** A month billed month by month; 0 is a free plan. */
  monthly?: number;
  /** The monthly equivalent of yearly billing. */
  yearly?: number;
  /** The year's total, when that is what the page gives. */
  annual?: number;
  once?: number;
  /** A month whose billing the page does not say. */
  unstated?: number;
  perSeat?: true;
  sales?: true;
}

/** A declared extraction rule for a page that carries its plans in neither JSON-LD nor app data: CSS selectors. */
export interface PageRule {
  /** Each element it matches is one plan. */
  plan: string;
  /** Inside a plan: the plan's name. */
  name: string;
  /** Inside a plan: its price text ("$20", "$16/mo billed yearly", "Free", "Contact sales"). */
  price: string;
  /** Inside a plan, optional: the text saying how the price is billed, when apart from the price. */
  billing?: string;
}

/** How a structured dataset file lists a tool's plans (dot paths; `[key=value]` picks an array element). */
export interface DatasetMapping {
  /** Path to the tool's list of plans in the file, e.g. `tools[id=chatgpt].plans`. */
  plans: string;
  /** Inside a plan: its name field. */
  name: string;
  /** Inside a plan: its monthly price field (a number; 0 is free). */
  monthly?: string;
  /** Inside a plan: its yearly-billing monthly-equivalent field. */
  yearly?: string;
  /** Inside a plan: a price whose billing the file does not state. */
  unstated?: string;
  /** Path to the day the file's publisher read the vendor's page (YYYY-MM-DD). */
  read: string;
}

/** A source of one tool, as the content record declares it (tools.json `monitor`), resolved. */
export type Source =
  | { kind: 'page'; tool: string; id: string; url: string; script: boolean; rule?: PageRule }
  | {
      kind: 'dataset';
      tool: string;
      id: string;
      /** owner/name on GitHub */
      repo: string;
      branch: string;
      path: string;
      format: 'json' | 'yaml';
      publisher: string;
      licence?: string;
      mapping: DatasetMapping;
    };

/** What one polite GET came back with. */
export interface FetchResult {
  /** ok: a 2xx body; not-modified: 304 to a conditional request; the rest are failures. */
  outcome: 'ok' | 'not-modified' | 'http-error' | 'network-error' | 'timeout' | 'robots-disallowed' | 'too-many-redirects';
  /** The address asked for. */
  url: string;
  /** Where the answer came from after redirects (the address asked for when none). */
  finalUrl: string;
  /** Each redirect's status and target, in order. */
  redirects: { status: number; to: string }[];
  status: number | null;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  /** The body of a 2xx answer (decoded from its content-encoding); null otherwise. */
  body: Buffer | null;
  /** A line saying what went wrong, for a failure. */
  error: string | null;
  /** The network error's code (ENOTFOUND, ECONNREFUSED...), for a network-error. */
  code: string | null;
  attempts: number;
  at: Date;
}

/** How a page's plans were found, in the order they are tried. */
export type ExtractMethod = 'json-ld' | 'app-data' | 'rule' | 'dataset';

/** What the extractors made of one fetched document. */
export interface Extraction {
  /** null: no plans found by any method. */
  method: ExtractMethod | null;
  plans: PlanFigure[];
  /** Every plan's figure was read from a field that states it (JSON numbers, a rule's match), not guessed from prose. */
  exact: boolean;
  /** The text the plans were read from, shortened to at most 600 characters: the evidence an editor sees. */
  snippet: string;
  /** The owner the page names (JSON-LD Organization / brand, og:site_name), when it names one. */
  owner: string | null;
  /** The day a dataset says its publisher read the vendor page. */
  read?: string;
  /** What the extractors could not read, for the editor. */
  problems: string[];
}

/** What the page says about the site itself, apart from plans. */
export interface LifeSigns {
  /** A parked or for-sale page: the words that gave it away; null when it is not one. */
  parked: string | null;
}
