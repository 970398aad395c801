import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { Storage } from '../storage/database.js';

// The links of a mail are made where it is queued: by the service for confirmations, by the CLI for
// change mails. A hand-run CLI with another environment than the service's would queue mails whose
// links lead to localhost or are signed with another key, so they fail. The service records what
// its links are made of when it starts; the CLI compares before it queues anything.

/** What a mail's links are made of. */
export interface LinkSettings {
  /** The service's public origin (NEWSLETTER_PUBLIC_URL): the links lead there. */
  publicUrl: string;
  /** The site's origin (NEWSLETTER_SITE_URL): the pages the links land on. */
  siteUrl: string;
  /** An HMAC of a fixed text under the link key: equal keys give equal fingerprints, and it reveals nothing of the key. */
  keyFingerprint: string;
}

const KEYS = { publicUrl: 'links-public-url', siteUrl: 'links-site-url', keyFingerprint: 'links-key-fingerprint' } as const;

export const keyFingerprint = (secret: string): string =>
  createHmac('sha256', secret).update('toolverse link key fingerprint').digest('base64url').slice(0, 16);

/** The settings in the store's meta table: written by each service start, read by the CLI. */
export interface LinkSettingsStore {
  record(settings: LinkSettings): Promise<void>;
  /** What the last service to start recorded; null when no service has started on this store. */
  read(): Promise<LinkSettings | null>;
}

export function linkSettingsStore(storage: Storage): LinkSettingsStore {
  return {
    async record(settings) {
      await storage.write((db) =>
        db
          .insertInto('meta')
          .values(Object.entries(KEYS).map(([name, key]) => ({ key, value: settings[name as keyof LinkSettings] })))
          .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
          .execute(),
      );
    },
    async read() {
      const rows = await storage.db.selectFrom('meta').select(['key', 'value']).where('key', 'in', Object.values(KEYS)).execute();
      const value = new Map(rows.map((row) => [row.key, row.value]));
      const [publicUrl, siteUrl, fingerprint] = [value.get(KEYS.publicUrl), value.get(KEYS.siteUrl), value.get(KEYS.keyFingerprint)];
      if (publicUrl === undefined || siteUrl === undefined || fingerprint === undefined) return null;
      return { publicUrl, siteUrl, keyFingerprint: fingerprint };
    },
  };
}

const isLocal = (origin: string): boolean => {
  const host = new URL(origin).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    (isIP(host) === 4 && host.startsWith('127.')) ||
    host === '0.0.0.0'
  );
};

const SAME_AS_SERVICE = 'run it with the same NEWSLETTER_PUBLIC_URL, NEWSLETTER_SITE_URL and NEWSLETTER_SECRET as the service';

/**
 * Why mails made with `mine` must not be queued, or null when they may: links to this machine while
 * real mail goes out (SMTP), settings other than the service's, or, for real mail, no service start
 * to compare with. With mail written to files (development), a store no service has used is allowed.
 */
export function linkSettingsProblem(recorded: LinkSettings | null, mine: LinkSettings, realMail: boolean): string | null {
  if (realMail) {
    const local = (['publicUrl', 'siteUrl'] as const).filter((name) => isLocal(mine[name]));
    if (local.length > 0) {
      const named = local.map((name) => `${name === 'publicUrl' ? 'NEWSLETTER_PUBLIC_URL' : 'NEWSLETTER_SITE_URL'} is ${mine[name]}`);
      return `${named.join(' and ')}, this machine, while NEWSLETTER_SMTP_URL sends real mail: readers could not open its links; ${SAME_AS_SERVICE}.`;
    }
    if (recorded === null)
      return `no service has started on this database, so nothing says which links its mails carry: start the service once, then ${SAME_AS_SERVICE}.`;
  }
  if (recorded === null) return null;
  const differ = [
    recorded.publicUrl !== mine.publicUrl && `NEWSLETTER_PUBLIC_URL (the service's: ${recorded.publicUrl}, here: ${mine.publicUrl})`,
    recorded.siteUrl !== mine.siteUrl && `NEWSLETTER_SITE_URL (the service's: ${recorded.siteUrl}, here: ${mine.siteUrl})`,
    recorded.keyFingerprint !== mine.keyFingerprint && 'the link key NEWSLETTER_SECRET (not the one the service signs with)',
  ].filter((item): item is string => item !== false);
  if (differ.length === 0) return null;
  return `the mails' links would differ from the service's and fail: ${differ.join('; ')}. ${SAME_AS_SERVICE.replace(/^r/, 'R')}.`;
}
