// A tool's life beyond its plans: whether it may be gone, was discontinued, acquired or its domain
// hijacked, from the status entries of its history (content/tool-history.json). Derived once here and
// used by the tool page's notice, the directory's cards, the watch facts and the /go/ links, so no
// page can call a tool active that another calls gone.
import type { HistoryEntry, StatusEntry, ToolStatusName } from '../content/schemas/plans';
import { asOfLabel } from './plans/words';

/** A tool's standing status when it is not active: the last status entry of its history. */
export type ToolStatus = Omit<StatusEntry, 'status'> & { status: Exclude<ToolStatusName, 'active'> };

export const isStatusEntry = (entry: HistoryEntry): entry is StatusEntry => 'status' in entry;

/** The tool's status: its last status entry, or null (active) when it has none or the last says `active`. */
export function toolStatus(history: readonly HistoryEntry[]): ToolStatus | null {
  const last = history.filter(isStatusEntry).at(-1);
  if (!last || last.status === 'active') return null;
  return last as ToolStatus;
}

/** Whether the site may send a reader to the tool's domain: not once someone else holds it. */
export const linksToVendor = (status: Pick<ToolStatus, 'status'> | null | undefined): boolean => status?.status !== 'hijacked';

/** What the status says, without its date: "May be gone", "Acquired by X"; `domain` names the domain for a hijacked one. */
function statusPhrase(status: ToolStatus, domain: string): string {
  switch (status.status) {
    case 'may-be-gone':
      return 'May be gone';
    case 'discontinued':
      return 'Discontinued';
    case 'acquired':
      return `Acquired by ${status.by ?? 'another company'}`;
    case 'hijacked':
      return `We no longer link to ${domain}`;
  }
}

/**
 * The status in a few words, as the watch facts and mails give it: "Active", "Acquired by X (as of
 * November 29, 2026)". The date is the day the record learned it (its `on`), not the day it happened,
 * which the record does not know.
 */
export function statusWords(status: ToolStatus | null): string {
  return status === null ? 'Active' : `${statusPhrase(status, 'its domain')} (as of ${asOfLabel(status.on)})`;
}

/** The heading of the tool page's notice, in the same words: "We no longer link to this domain (as of …)". */
export function statusHeading(status: ToolStatus): string {
  return `${statusPhrase(status, 'this domain')} (as of ${asOfLabel(status.on)})`;
}

/** The short mark a directory card carries. */
export const STATUS_MARKS: Record<ToolStatus['status'], string> = {
  'may-be-gone': 'May be gone',
  discontinued: 'Discontinued',
  acquired: 'Acquired',
  hijacked: 'Not linked',
};
