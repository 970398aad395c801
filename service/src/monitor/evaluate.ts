import { changeLine, comparePlans, digestOf, type Change } from './compare.js';
import { RAISE_AFTER_MS } from './decisions.js';
import type { Confidence, ProposalDraft, SourceState } from './rows.js';
import type { Extraction, FetchResult, LifeSigns, PlanFigure, Source } from './types.js';

// What one read of a source means: good or not, and what it proposes. A read that fails is never a
// plan removed: it is a failure, listed with the last good reading; only a parked page, a move to
// another site or a domain silent for days proposes that the tool may be gone.

/** What the site's record says of a tool now (the content build's monitor-sources.json). */
export interface Baseline {
  name: string;
  plans: PlanFigure[];
  /** The day the standing reading's source read the plans. */
  read: string | null;
  owner: string | null;
  /** The tool's status entry, when it has one (may-be-gone, discontinued, acquired, hijacked). */
  status: string | null;
}

export interface Read {
  source: Source;
  fetch: FetchResult;
  extraction: Extraction | null;
  signs: LifeSigns | null;
  /** The snapshot of what was read (the last good one's for a 304). */
  sha: string | null;
  /** A dataset's address at the commit read. */
  pinnedUrl?: string;
  state: SourceState;
}

export interface Verdict {
  good: boolean;
  plans: PlanFigure[] | null;
  /** Why the read is not good, in one line. */
  problem: string | null;
  drafts: ProposalDraft[];
}

/** A reading that agrees with the record is still proposed when it is this many days newer, so the page can date the figure anew. */
export const FRESH_AFTER_DAYS = 30;

const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'CERT_HAS_EXPIRED']);

/** The registrable part of a host, near enough for "another site": example.com, example.co.uk. */
export function siteOf(url: string): string {
  const labels = new URL(url).hostname.replace(/^www\./, '').split('.');
  const second = labels.at(-2) ?? '';
  const keep = (labels.at(-1) ?? '').length === 2 && ['co', 'com', 'org', 'net', 'ac', 'gov'].includes(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day (2026-11-29) or a month (2026-11, its first day) as milliseconds. */
const dayMs = (asOf: string) => Date.parse(`${asOf.length === 7 ? `${asOf}-01` : asOf.slice(0, 10)}T00:00:00Z`);

/** The record cites evidence pages by https address only. */
const httpsUrl = (url: string) => (url.startsWith('https://') ? { url } : {});

function readingEntry(read: Read, baseline: Baseline, plans: PlanFigure[]): Record<string, unknown> {
  const { source, extraction } = read;
  if (source.kind === 'dataset')
    return {
      read: extraction?.read ?? day(read.fetch.at),
      source: {
        kind: source.licence ? 'licensed-dataset' : 'vendor-page-copy',
        url: read.pinnedUrl,
        publisher: source.publisher,
        ...(source.licence ? { licence: source.licence } : {}),
      },
      plans,
    };
  return {
    read: day(read.fetch.at),
    source: { kind: 'vendor-page', url: source.url, publisher: `${baseline.name} pricing page`, snapshot: read.sha },
    plans,
  };
}

function lifeDraft(read: Read, kind: 'may-be-gone' | 'moved', note: string, evidence: string, key: unknown): ProposalDraft {
  return {
    kind,
    digest: digestOf(kind, key),
    changes: { status: 'may-be-gone', note },
    entry: { status: 'may-be-gone', note, ...httpsUrl(read.fetch.finalUrl), ...(read.sha ? { snapshot: read.sha } : {}) },
    evidence,
    confidence: 'medium',
  };
}

/** A failed read: a failure, and after days of silence from the domain, "may be gone". */
function failed(read: Read, baseline: Baseline, problem: string): Verdict {
  const drafts: ProposalDraft[] = [];
  const since = read.state.failingSince;
  const host = new URL(read.source.kind === 'page' ? read.source.url : `https://github.com/${read.source.repo}`).hostname;
  if (
    read.source.kind === 'page' &&
    read.fetch.code !== null &&
    UNREACHABLE.has(read.fetch.code) &&
    since !== null &&
    read.fetch.at.getTime() - since.getTime() >= RAISE_AFTER_MS &&
    baseline.status !== 'may-be-gone'
  )
    drafts.push(
      lifeDraft(
        read,
        'may-be-gone',
        `${host} has not answered since ${day(since)}.`,
        `${read.fetch.code}: ${read.fetch.error ?? ''} (failing since ${since.toISOString()})`,
        { host, since: day(since) },
      ),
    );
  return { good: false, plans: null, problem, drafts };
}

/** What a read of a source means against the record. */
export function evaluate(read: Read, baseline: Baseline): Verdict {
  const { fetch, extraction, source } = read;
  // A move to another site is news whether or not that site answers.
  if (source.kind === 'page' && fetch.redirects.length > 0 && siteOf(fetch.finalUrl) !== siteOf(source.url)) {
    const note = `${new URL(source.url).hostname} now sends its visitors to ${new URL(fetch.finalUrl).hostname}.`;
    const evidence = fetch.redirects.map((hop) => `${hop.status} -> ${hop.to}`).join('\n');
    const drafts = baseline.status === 'may-be-gone' ? [] : [lifeDraft(read, 'moved', note, evidence, { to: siteOf(fetch.finalUrl) })];
    return {
      good: false,
      plans: null,
      problem: `redirected to another site: ${fetch.finalUrl}${fetch.outcome === 'ok' ? '' : ` (${fetch.outcome})`}`,
      drafts,
    };
  }
  if (fetch.outcome !== 'ok' && fetch.outcome !== 'not-modified')
    return failed(read, baseline, `${fetch.outcome}${fetch.status ? ` ${fetch.status}` : ''}: ${fetch.error ?? 'no answer'}`);
  if (read.signs?.parked) {
    const note = `${new URL(fetch.finalUrl).hostname} serves a page offering the domain for sale.`;
    const drafts =
      baseline.status === 'may-be-gone'
        ? []
        : [lifeDraft(read, 'may-be-gone', note, read.signs.parked, { parked: siteOf(fetch.finalUrl) })];
    return { good: false, plans: null, problem: `a parked or for-sale page: ${read.signs.parked}`, drafts };
  }
  const plans = fetch.outcome === 'not-modified' ? (read.state.lastGood?.plans ?? null) : (extraction?.plans ?? null);
  if (!plans || plans.length === 0)
    return failed(read, baseline, `no plans found on the page${extraction?.problems.length ? `: ${extraction.problems.join('; ')}` : ''}`);
  const exact = fetch.outcome === 'not-modified' || (extraction?.exact ?? false);
  const confidence: Confidence = exact ? 'medium' : 'low';
  const evidence = extraction?.snippet ?? `unchanged since ${read.state.lastGood?.at.toISOString() ?? 'the last read'} (304 Not Modified)`;
  const drafts: ProposalDraft[] = [];
  const changes: Change[] = comparePlans(baseline.plans, plans);
  const entry = readingEntry(read, baseline, plans);
  // Only news is proposed: a reading no newer than the one the record stands on (a dataset's old
  // copy) cannot change what the site should say, and one that agrees is worth a decision only
  // when it dates the figures a month later than the record does.
  const newer = baseline.read === null ? Infinity : (dayMs(String(entry.read)) - dayMs(baseline.read)) / 86_400_000;
  if (newer > 0 && (changes.length > 0 || newer > FRESH_AFTER_DAYS)) {
    const kind = changes.length > 0 ? 'plans' : 'fresh';
    drafts.push({ kind, digest: digestOf(kind, plans), changes, entry, evidence, confidence });
  }
  const owner = extraction?.owner;
  if (owner && baseline.owner && owner.toLowerCase() !== baseline.owner.toLowerCase()) {
    const note = `The pricing page now names ${owner} as its owner, where the record says ${baseline.owner}.`;
    drafts.push({
      kind: 'owner',
      digest: digestOf('owner', owner),
      changes: { owner: { old: baseline.owner, new: owner } },
      entry: { status: 'acquired', by: owner, note, ...httpsUrl(fetch.finalUrl), ...(read.sha ? { snapshot: read.sha } : {}) },
      evidence: extraction.snippet,
      confidence: 'low',
    });
  }
  return { good: true, plans, problem: null, drafts };
}

/** A proposal's changes in lines, whatever its kind. */
export function describeChanges(kind: string, changes: unknown): string[] {
  if (kind === 'plans') return (changes as Change[]).map(changeLine);
  if (kind === 'fresh') return ['the page agrees with the record: accepting dates its figures today'];
  if (kind === 'owner') {
    const { old, new: next } = (changes as { owner: { old: string; new: string } }).owner;
    return [`owner changed: ${old} -> ${next}`];
  }
  return [`may be gone: ${(changes as { note: string }).note}`];
}
