import type { HistoryEntry } from '../content/schemas/plans';
import { linksToVendor, statusHeading, statusWords, toolStatus } from './status';

const COMMIT = 'a'.repeat(40);
const READING: HistoryEntry = {
  on: '2026-11-01',
  read: '2026-10-30',
  source: { kind: 'vendor-page-copy', url: `https://github.com/example/copies/blob/${COMMIT}/quill.json`, publisher: 'Copies' },
  plans: [{ name: 'Pro', monthly: 20 }],
};
const GONE: HistoryEntry = { on: '2026-11-10', status: 'may-be-gone', note: 'quill.example has not answered for a week.' };
const ACQUIRED: HistoryEntry = { on: '2026-11-20', status: 'acquired', by: 'Bigco', note: 'Bigco bought Quill and now sells it.' };
const HIJACKED: HistoryEntry = { on: '2026-11-25', status: 'hijacked', note: 'quill.example now serves pages unrelated to Quill.' };
const ACTIVE: HistoryEntry = { on: '2026-11-28', status: 'active', note: 'quill.example answers again with Quill on it.' };

describe("a tool's status", () => {
  it('is active without a status entry, and the last status entry otherwise, whatever follows it', () => {
    expect(toolStatus([READING])).toBeNull();
    expect(toolStatus([READING, GONE])).toMatchObject({ status: 'may-be-gone', on: '2026-11-10' });
    expect(toolStatus([READING, GONE, ACQUIRED, { ...READING, on: '2026-11-21' }])).toMatchObject({ status: 'acquired', by: 'Bigco' });
  });

  it('is active again after an `active` entry, until another status', () => {
    expect(toolStatus([READING, GONE, ACTIVE])).toBeNull();
    expect(toolStatus([READING, HIJACKED, ACTIVE, { ...GONE, on: '2026-11-29' }])).toMatchObject({ status: 'may-be-gone' });
  });

  it('reads in words for watchers and on the tool page, with the day and the acquirer', () => {
    expect(statusWords(null)).toBe('Active');
    expect(statusWords(toolStatus([ACQUIRED]))).toBe('Acquired by Bigco (as of November 20, 2026)');
    expect(statusWords(toolStatus([GONE]))).toBe('May be gone (as of November 10, 2026)');
    expect(statusHeading(toolStatus([{ ...ACQUIRED, status: 'discontinued', by: undefined }])!)).toBe(
      'Discontinued (as of November 20, 2026)',
    );
    expect(statusHeading(toolStatus([HIJACKED])!)).toBe('We no longer link to this domain (as of November 25, 2026)');
  });

  it('stops links to the vendor only once its domain is hijacked', () => {
    expect(linksToVendor(null)).toBe(true);
    expect(linksToVendor(toolStatus([GONE]))).toBe(true);
    expect(linksToVendor(toolStatus([ACQUIRED]))).toBe(true);
    expect(linksToVendor(toolStatus([HIJACKED]))).toBe(false);
  });
});
