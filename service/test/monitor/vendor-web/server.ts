// The vendor web: one local HTTP server standing in for every vendor's website and for the dataset
// hosts. The monitor's fetcher connects to 127.0.0.1:port for each mapped host and names the host in
// its Host header, so the server tells vendors apart by that header, then by path.
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageRule } from '../../../src/monitor/types.js';
import { API_HOST, DatasetStore, RAW_HOST, type Dataset } from './datasets.js';
import { parkedPage } from './parked.js';
import { html, redirect, send, Validators, type Answer } from './respond.js';
import { followPlans, pageState, type PageState } from './state.js';
import { appDataPage, jsonLdPage } from './structured.js';
import {
  plainTablePage,
  PLANS_API_PATH,
  plansApi,
  PRICING_SCRIPT,
  PRICING_SCRIPT_PATH,
  ruleFor,
  scriptTablePage,
  STYLESHEET,
  STYLESHEET_PATH,
} from './tables.js';
import type { Change, Shape, Vendor } from './vendors.js';

export interface VendorRequest {
  host: string;
  /** The request target: path and query. */
  path: string;
  userAgent: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  /** The status sent; 0 when the connection was reset. */
  status: number;
  at: number;
}

export interface VendorWeb {
  port: number;
  /** host -> "127.0.0.1:port", for every vendor host and the dataset hosts. */
  resolve: Map<string, string>;
  /** Changes what a host (every vendor on it) or a tool id (its page alone) serves; changes stack, applied in order. */
  change(target: string, change: Change): void;
  /** Takes back the changes made to a host and its vendors, or to one tool id; every change when none is named. */
  reset(target?: string): void;
  requests: VendorRequest[];
  /** The declared rule a tool must carry to read its plain or script table. */
  ruleFor(shape: Shape): PageRule | undefined;
  close(): Promise<void>;
}

const RENDER: Record<Shape, (vendor: Vendor, state: PageState) => string> = {
  'json-ld': jsonLdPage,
  'app-data': appDataPage,
  'script-table': scriptTablePage,
  'plain-table': plainTablePage,
};

const NOT_FOUND = html('<!doctype html><title>Page not found</title><h1>404</h1><p>We could not find that page.</p>', 404);

function robots(disallows: string[]): Answer {
  const lines = ['User-agent: *', ...(disallows.length > 0 ? disallows.map((prefix) => `Disallow: ${prefix}`) : ['Allow: /'])];
  return { status: 200, type: 'text/plain; charset=utf-8', body: `${lines.join('\n')}\n` };
}

function datasetAnswer(store: DatasetStore, host: string, path: string): Answer {
  if (host === API_HOST) {
    const commit = store.commit(path);
    return commit === null
      ? { status: 404, type: 'application/json', body: '{"message":"Not Found","status":"404"}' }
      : { status: 200, type: 'application/json; charset=utf-8', body: commit };
  }
  const file = store.raw(path);
  return file === null
    ? { status: 404, type: 'text/plain', body: '404: Not Found' }
    : { status: 200, type: 'text/plain; charset=utf-8', body: file };
}

export async function startVendorWeb(vendors: Vendor[], datasets: Dataset[] = []): Promise<VendorWeb> {
  const byHost = new Map<string, Vendor[]>();
  for (const vendor of vendors) byHost.set(vendor.host, [...(byHost.get(vendor.host) ?? []), vendor]);
  const toolIds = new Set(vendors.map((vendor) => vendor.toolId));
  let entries: { target: string; change: Change }[] = [];
  const requests: VendorRequest[] = [];
  const validators = new Validators();
  const store = new DatasetStore(datasets);
  const waits = new Set<NodeJS.Timeout>();

  const changesOf = (host: string, vendor?: Vendor) =>
    entries.filter(({ target }) => target === host || (vendor !== undefined && target === vendor.toolId)).map(({ change }) => change);
  const stateOf = (vendor: Vendor) => pageState(vendor, changesOf(vendor.host, vendor));
  for (const vendor of vendors) followPlans(vendor, () => stateOf(vendor).plans);

  /** The vendor whose page, old path or API the request asks for. */
  function find(host: string, url: URL): { vendor: Vendor; state: PageState; role: 'page' | 'old' | 'api' } | undefined {
    for (const vendor of byHost.get(host) ?? []) {
      const state = stateOf(vendor);
      if (url.pathname === state.path) return { vendor, state, role: 'page' };
      if (state.oldPaths.includes(url.pathname)) return { vendor, state, role: 'old' };
      if (url.pathname === PLANS_API_PATH && url.searchParams.get('tool') === vendor.toolId) return { vendor, state, role: 'api' };
    }
    return undefined;
  }

  function answer(host: string, url: URL, changes: Change[], found: ReturnType<typeof find>): Answer {
    if (url.pathname === '/robots.txt') {
      const all = [host, ...(byHost.get(host) ?? []).map((vendor) => vendor.toolId)];
      return robots(entries.flatMap(({ target, change }) => (all.includes(target) && change.kind === 'robots' ? [change.disallow] : [])));
    }
    if (changes.some((change) => change.kind === 'parked')) return html(parkedPage(host));
    const error = changes.findLast((change) => change.kind === 'error');
    if (error)
      return html(`<!doctype html><title>Error</title><h1>${error.status}</h1><p>Something went wrong on our side.</p>`, error.status);
    if (host === API_HOST || host === RAW_HOST) return datasetAnswer(store, host, url.pathname);
    if (found?.role === 'api') return { status: 200, type: 'application/json; charset=utf-8', body: plansApi(found.state) };
    if (found?.state.offsite) return redirect(found.state.offsite);
    if (found?.role === 'old') return redirect(`https://${host}${found.state.path}`);
    if (found) return html(RENDER[found.vendor.shape](found.vendor, found.state));
    if (byHost.has(host) && url.pathname === PRICING_SCRIPT_PATH)
      return { status: 200, type: 'text/javascript; charset=utf-8', body: PRICING_SCRIPT };
    if (byHost.has(host) && url.pathname === STYLESHEET_PATH) return { status: 200, type: 'text/css; charset=utf-8', body: STYLESHEET };
    return NOT_FOUND;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(request.url ?? '/', 'http://vendor.invalid');
    const seen = {
      host,
      path: `${url.pathname}${url.search}`,
      userAgent: request.headers['user-agent'] ?? '',
      ...(request.headers['if-none-match'] ? { ifNoneMatch: request.headers['if-none-match'] } : {}),
      ...(request.headers['if-modified-since'] ? { ifModifiedSince: request.headers['if-modified-since'] } : {}),
    };
    const found = find(host, url);
    const changes = changesOf(host, found?.vendor);
    if (changes.some((change) => change.kind === 'down')) {
      requests.push({ ...seen, status: 0, at: Date.now() });
      request.socket.destroy();
      return;
    }
    const slow = changes.findLast((change) => change.kind === 'slow');
    if (slow && url.pathname !== '/robots.txt')
      await new Promise<void>((resolve) => {
        const wait = setTimeout(() => (waits.delete(wait), resolve()), slow.ms);
        waits.add(wait);
      });
    const known = byHost.has(host) || host === API_HOST || host === RAW_HOST;
    const status = send(
      request,
      response,
      `${host}${seen.path}`,
      known ? answer(host, url, changes, found) : html('Misdirected', 421),
      validators,
    );
    requests.push({ ...seen, status, at: Date.now() });
  }

  const server = http.createServer((request, response) => void handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const resolve = new Map([...byHost.keys(), API_HOST, RAW_HOST].map((host) => [host, `127.0.0.1:${port}`]));

  return {
    port,
    resolve,
    requests,
    ruleFor,
    change(target, change) {
      if (!resolve.has(target) && !toolIds.has(target)) throw new Error(`the vendor web serves no host or tool "${target}"`);
      entries.push({ target, change });
    },
    reset(target) {
      const undone = new Set([target, ...(byHost.get(target ?? '') ?? []).map((vendor) => vendor.toolId)]);
      entries = target === undefined ? [] : entries.filter((entry) => !undone.has(entry.target));
    },
    async close() {
      for (const wait of waits) clearTimeout(wait);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
