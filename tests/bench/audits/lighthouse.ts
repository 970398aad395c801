// Lighthouse 12 on one page: mobile form factor with its default simulated throttling, in a fresh
// headless Chromium each run, and the figures issue 14 reads from each run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ACCEPT_ENCODING } from '../bytes';
import { isScript } from '../task-names';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task Lighthouse lists (tasks of 50 ms and more, as simulated), if any. */
  longestTask: { ms: number; url: string } | null;
  /**
   * The longest of those that Lighthouse puts down to a script (its URL is a .js file): what the
   * JavaScript itself costs, apart from the browser's own work on the HTML (which it calls
   * `Unattributable` or names the document for).
   */
  longestScriptTask: { ms: number; url: string } | null;
  /** The script with the most main-thread time during load (bootup-time), for when no task is long. */
  busiestScript: { ms: number; url: string } | null;
  renderBlocking: string[];
  /** Bytes `uses-text-compression` says compression would still save (0: every text response came compressed). */
  textCompressionSavings: number;
  /** Audits of the scored categories that did not pass (binary ones), by id. */
  failing: string[];
}

/** Lighthouse could not measure the page this time (its lhr.runtimeError). */
export class LighthouseRuntimeError extends Error {}

type Details = { items?: Record<string, unknown>[]; overallSavingsBytes?: number } | undefined;
interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: unknown;
}

const items = (audit: Audit | undefined) => ((audit?.details as Details)?.items ?? []) as Record<string, unknown>[];
const numeric = (audits: Record<string, Audit>, id: string) => {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
};

/** The item with the largest `key` as { ms, url }. */
function largest(list: Record<string, unknown>[], key: string): { ms: number; url: string } | null {
  const best = list.filter((item) => typeof item[key] === 'number').sort((a, b) => (b[key] as number) - (a[key] as number))[0];
  return best ? { ms: Math.round(best[key] as number), url: String(best.url ?? 'unattributed') } : null;
}

export async function lighthouseRun(url: string, chromiumPath: string, chromeFlags: string[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => {
      const value = categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score for ${url}`);
      return Math.round(value * 100);
    };
    const all = audits as Record<string, Audit>;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric(all, 'first-contentful-paint')),
      lcpMs: Math.round(numeric(all, 'largest-contentful-paint')),
      tbtMs: Math.round(numeric(all, 'total-blocking-time')),
      cls: Number(numeric(all, 'cumulative-layout-shift').toFixed(3)),
      longestTask: largest(items(all['long-tasks']), 'duration'),
      longestScriptTask: largest(
        items(all['long-tasks']).filter((item) => isScript(String(item.url))),
        'duration',
      ),
      // bootup-time also lists the time no script can be blamed for ('Unattributable').
      busiestScript: largest(
        items(all['bootup-time']).filter((item) => /^https?:/.test(String(item.url))),
        'total',
      ),
      renderBlocking: items(all['render-blocking-resources']).map((item) => String(item.url)),
      textCompressionSavings: (all['uses-text-compression']?.details as Details)?.overallSavingsBytes ?? 0,
      failing: Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .map((ref) => ({ id: ref.id, audit: all[ref.id] }))
        .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map(({ id }) => id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run that Lighthouse itself gives up on (NO_NAVSTART, NO_FCP: a trace it could not record on a
 * busy machine) measured nothing: it is run again, up to `attempts` times in all, and said so.
 */
export async function lighthouseMeasure(
  url: string,
  chromiumPath: string,
  chromeFlags: string[],
  onRetry: (reason: string) => void,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, chromiumPath, chromeFlags);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRuntimeError)) throw error;
      onRetry(error.message);
    }
  }
}
