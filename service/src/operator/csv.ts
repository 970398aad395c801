import type { Signup } from '../subscriptions/store.js';

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The consent evidence of each address: which form, when it asked, when it confirmed (or left). */
export const CSV_HEADER = ['email', 'source', 'created_at', 'status', 'consented_at', 'confirmed_at', 'unsubscribed_at'] as const;

/** The export's records: the header row, then one row per sign-up. */
export function* csvLines(signups: Iterable<Signup>): Generator<string> {
  yield csvRecord(CSV_HEADER);
  for (const signup of signups) {
    yield csvRecord([
      signup.email,
      signup.source,
      signup.createdAt,
      signup.status,
      signup.consentedAt,
      signup.confirmedAt ?? '',
      signup.unsubscribedAt ?? '',
    ]);
  }
}
