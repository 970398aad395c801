import { createHash } from 'node:crypto';
import { readDataset } from './extract/dataset.js';
import { extractPlans, lifeSigns } from './extract/index.js';
import type { BrowserReader } from './fetch/browser.js';
import type { Fetcher } from './fetch/polite.js';
import type { Read } from './evaluate.js';
import type { SourceState } from './rows.js';
import type { FetchResult, Source } from './types.js';

// One source read: its page fetched (or rendered, when it needs script) or its dataset file fetched
// at the branch's newest commit, then its plans extracted.

export interface Readers {
  fetcher: Fetcher;
  /** Headless Chromium, started on first use. */
  browser: () => BrowserReader;
}

export const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** A read and the bytes it read (what its snapshot keeps). */
export type SourceRead = Omit<Read, 'state'> & { body: Buffer | null };

async function readPage(source: Extract<Source, { kind: 'page' }>, state: SourceState, readers: Readers): Promise<SourceRead> {
  let fetch: FetchResult;
  let body: Buffer | null;
  if (source.script) {
    const rendered = await readers.browser().render(source.url);
    fetch = rendered.result;
    body = rendered.html === null ? null : Buffer.from(rendered.html);
  } else {
    fetch = await readers.fetcher.get(source.url, {
      ...(state.etag ? { etag: state.etag } : {}),
      ...(state.lastModified ? { lastModified: state.lastModified } : {}),
    });
    body = fetch.body;
  }
  if (fetch.outcome === 'not-modified')
    return { source, fetch, extraction: null, signs: null, sha: state.lastGood?.sha ?? null, body: null };
  if (fetch.outcome !== 'ok' || body === null) return { source, fetch, extraction: null, signs: null, sha: null, body: null };
  const html = body.toString('utf8');
  return {
    source,
    fetch,
    extraction: extractPlans(html, fetch.finalUrl, source.rule),
    signs: lifeSigns(html, fetch.finalUrl),
    sha: sha256(body),
    body,
  };
}

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * A dataset on GitHub: the branch's newest commit from its API, then the file at that commit, so the
 * reading cites exactly the version read. These are addresses for programs, not pages a crawler
 * walks, so robots.txt (which GitHub sets to refuse crawlers there) is not asked.
 */
async function readDatasetSource(source: Extract<Source, { kind: 'dataset' }>, readers: Readers): Promise<SourceRead> {
  const head = await readers.fetcher.get(`https://api.github.com/repos/${source.repo}/commits/${source.branch}`, {
    accept: 'application/vnd.github+json',
    robots: false,
  });
  const none = { source, extraction: null, signs: null, sha: null, body: null };
  if (head.outcome !== 'ok' || head.body === null) return { ...none, fetch: head };
  let commit: unknown;
  try {
    commit = (JSON.parse(head.body.toString('utf8')) as { sha?: unknown }).sha;
  } catch {
    commit = undefined;
  }
  if (typeof commit !== 'string' || !COMMIT.test(commit))
    return { ...none, fetch: { ...head, outcome: 'http-error', error: 'the commits API did not name a commit' } };
  const fetch = await readers.fetcher.get(`https://raw.githubusercontent.com/${source.repo}/${commit}/${source.path}`, {
    accept: '*/*',
    robots: false,
  });
  if (fetch.outcome !== 'ok' || fetch.body === null) return { ...none, fetch };
  return {
    source,
    fetch,
    extraction: readDataset(fetch.body.toString('utf8'), source.format, source.mapping),
    signs: null,
    sha: sha256(fetch.body),
    pinnedUrl: `https://github.com/${source.repo}/blob/${commit}/${source.path}`,
    body: fetch.body,
  };
}

export function readSource(source: Source, state: SourceState, readers: Readers): Promise<SourceRead> {
  return source.kind === 'page' ? readPage(source, state, readers) : readDatasetSource(source, readers);
}
