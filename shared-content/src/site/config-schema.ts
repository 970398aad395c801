import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { REMOTE_NAMES, type RemoteName } from './paths';

/**
 * Run-time configuration the shell fetches at start: where each remote is (remotes.json) and the
 * site's own settings (site-config.json). Nothing here is baked into a build, so moving a remote or
 * the newsletter host is an edit of a JSON file. Validation errors name the bad entry and its value.
 * One schema for every reader: the servers check the files with it before serving them
 * (server/src/served-config.ts, tooling/release/production/site-input.ts) and the browser checks what it
 * fetched with it (shell/src/federation/load-config.ts). zod/mini rather than zod's classic API:
 * the same schemas, in a few KB of the shell's runtime instead of tens.
 */

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const MANIFEST_URL = "must be an absolute http(s) URL of the remote's mf-manifest.json";
const manifestUrl = z
  .string({ error: MANIFEST_URL })
  .check(z.refine((value) => httpUrl(value)?.pathname.endsWith('.json') ?? false, { error: MANIFEST_URL }));

const HTTP_URL = 'must be an absolute http(s) URL';
// Social links become hrefs: anything but http(s) (javascript:, data:) is refused.
const optionalLink = z.optional(z.string({ error: HTTP_URL }).check(z.refine((value) => httpUrl(value) !== null, { error: HTTP_URL })));

/** An object's own message, and "unknown entry <key>" for a key it does not know. */
const objectError = (message: string) => (issue: core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? `unknown entry ${issue.keys.join(', ')}` : message;

const RemoteEntrySchema = z.strictObject({ entry: manifestUrl }, { error: objectError('must be an object with "entry"') });

export const RemoteManifestSchema = z.strictObject(
  {
    remotes: z.strictObject(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteEntrySchema])) as Record<RemoteName, typeof RemoteEntrySchema>,
      { error: objectError('must list every remote') },
    ),
  },
  { error: objectError('must be an object with "remotes"') },
);

export type RemoteManifest = z.infer<typeof RemoteManifestSchema>;

const ORIGIN_OR_EMPTY = 'must be an http(s) origin without a path or trailing slash (e.g. "https://example.com"), or "" for this site';
const originOrEmpty = z
  .string({ error: ORIGIN_OR_EMPTY })
  .check(z.refine((value) => value === '' || /^https?:\/\/[^/\s]+$/.test(value), { error: ORIGIN_OR_EMPTY }));

export const SiteConfigSchema = z.strictObject(
  {
    newsletter: z.strictObject(
      {
        /** {host} of POST {host}/wp/wp-json/custom/v1/insert-email. */
        host: originOrEmpty,
      },
      { error: objectError('must be an object with "host"') },
    ),
    /** Social profile links; an unset one is not shown. */
    social: z.optional(
      z.strictObject(
        { twitter: optionalLink, linkedin: optionalLink, youtube: optionalLink },
        { error: objectError('must be an object of links') },
      ),
    ),
  },
  { error: objectError('must be an object with "newsletter"') },
);

export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/**
 * A configuration value that cannot be used: a run-time configuration file, an environment
 * variable, the site's operator details. The one error type for configuration in every process
 * (browser, servers, tooling); its message names the file or variable, the field and the value.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A value as an operator would type it, shortened: what the message says was found. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function valueAt(value: unknown, keys: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** "<source> is invalid:" and one line per issue: the field, what it must be, what it holds. */
export function describeIssues(source: string, value: unknown, issues: readonly core.$ZodIssue[]): string {
  const lines = issues.map((issue) => {
    // An unknown key is reported at the object holding it, naming the key.
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
    const found = issue.code === 'unrecognized_keys' ? '' : `, got ${shown(valueAt(value, issue.path))}`;
    return `  ${where}: ${issue.message}${found}`;
  });
  return `${source} is invalid:\n${lines.join('\n')}`;
}

/** Parses a configuration value; throws ConfigError naming the source, each bad entry and its value. */
export function parseConfig<const TSchema extends core.$ZodType>(schema: TSchema, value: unknown, source: string): core.output<TSchema> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ConfigError(describeIssues(source, value, result.error.issues));
  return result.data;
}
