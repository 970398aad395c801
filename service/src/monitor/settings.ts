// The monitor's settings, from the environment, each checked: a bad value stops the command with the
// variable named, never a run with a guess.

export interface MonitorSettings {
  /** Sources read at once (MONITOR_CONCURRENCY, 4). */
  concurrency: number;
  /** The least time between two requests to one host (MONITOR_HOST_GAP_MS, 1000). */
  hostGapMs: number;
  /** One attempt's limit, headers and body (MONITOR_TIMEOUT_MS, 15000). */
  timeoutMs: number;
  /** Attempts after the first on 5xx, 429, network errors and timeouts (MONITOR_RETRIES, 2). */
  retries: number;
  /** The first wait before a retry, doubled each time (MONITOR_BACKOFF_MS, 2000). */
  backoffMs: number;
  /** Sent with every request: the site and where to write to us. */
  userAgent: string;
  /** host -> address:port to connect to instead (MONITOR_RESOLVE): a staging copy of vendors' sites. */
  resolve: Map<string, string>;
  /** Headless Chromium for pages that need script (CHROMIUM_PATH, /usr/bin/chromium). */
  chromiumPath: string;
  /** Pages rendered in Chromium at once (MONITOR_BROWSER_PAGES, 4). */
  browserPages: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The name every request gives, its version, and the About page's section it links (the site's PRICE_MONITOR says the same). */
export const MONITOR_AGENT = { agent: 'ToolverseMonitor', version: '1.0', aboutAnchor: 'price-monitor' } as const;
/** The least gap between two page requests to one host unless MONITOR_HOST_GAP_MS says otherwise; the About page promises it. */
export const DEFAULT_HOST_GAP_MS = 1000;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

/** `a.example=127.0.0.1:4100,b.example=127.0.0.1:4100` */
function resolveMap(raw: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=((?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:]+\]|localhost):(\d{1,5})$/i.exec(pair);
    if (!match) throw new Error(`MONITOR_RESOLVE must be host=address:port pairs separated by commas, not "${pair}"`);
    map.set((match[1] as string).toLowerCase(), `${match[2]}:${match[3]}`);
  }
  return map;
}

export function monitorSettings(env: Env): MonitorSettings {
  const site = env.NEWSLETTER_SITE_URL?.trim() || 'http://localhost:3000';
  let contact: string;
  try {
    contact = new URL(env.MONITOR_CONTACT_URL?.trim() || `/about#${MONITOR_AGENT.aboutAnchor}`, site).href;
  } catch {
    throw new Error(`MONITOR_CONTACT_URL must be an address, not "${env.MONITOR_CONTACT_URL}"`);
  }
  return {
    concurrency: whole(env, 'MONITOR_CONCURRENCY', 4, 1, 64),
    hostGapMs: whole(env, 'MONITOR_HOST_GAP_MS', DEFAULT_HOST_GAP_MS, 0, 600_000),
    timeoutMs: whole(env, 'MONITOR_TIMEOUT_MS', 15_000, 100, 300_000),
    retries: whole(env, 'MONITOR_RETRIES', 2, 0, 10),
    backoffMs: whole(env, 'MONITOR_BACKOFF_MS', 2000, 0, 600_000),
    userAgent: `${MONITOR_AGENT.agent}/${MONITOR_AGENT.version} (+${contact})`,
    resolve: resolveMap(env.MONITOR_RESOLVE),
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    browserPages: whole(env, 'MONITOR_BROWSER_PAGES', 4, 1, 16),
  };
}
