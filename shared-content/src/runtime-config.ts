import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './paths';

/**
 * Run-time configuration the shell fetches at start: where each remote is (remotes.json) and the
 * site's own settings (site-config.json). Nothing here is baked into a build, so moving a remote or
 * the newsletter host is an edit of a JSON file. Validation errors name the bad entry.
 * The servers check the files with these schemas before serving them (server/src/runtime-config.ts,
 * tooling/production/site-input.ts). The browser does not download them: the shell checks only what
 * it relies on (shell/src/federation/runtime-config.ts, whose test holds the two in step).
 */

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const manifestUrl = v.pipe(
  v.string("must be an absolute http(s) URL of the remote's mf-manifest.json"),
  v.check(
    (value) => httpUrl(value)?.pathname.endsWith('.json') ?? false,
    "must be an absolute http(s) URL of the remote's mf-manifest.json",
  ),
);

const optionalLink = v.optional(
  v.pipe(
    v.string('must be an absolute http(s) URL'),
    v.check((value) => httpUrl(value) !== null, 'must be an absolute http(s) URL'),
  ),
);

const RemoteEntrySchema = v.strictObject({ entry: manifestUrl }, (issue) => `unknown entry ${String(issue.input)}`);

export const RemoteManifestSchema = v.strictObject(
  {
    remotes: v.strictObject(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteEntrySchema])) as Record<RemoteName, typeof RemoteEntrySchema>,
      (issue) => (issue.expected === 'never' ? `unknown entry ${String(issue.input)}` : 'must list every remote'),
    ),
  },
  'must be an object with "remotes"',
);

export type RemoteManifest = v.InferOutput<typeof RemoteManifestSchema>;

const originOrEmpty = v.pipe(
  v.string('must be a string'),
  v.check(
    (value) => value === '' || /^https?:\/\/[^/\s]+$/.test(value),
    'must be an http(s) origin without a path or trailing slash (e.g. "https://example.com"), or "" for this site',
  ),
);

export const SiteConfigSchema = v.strictObject({
  newsletter: v.strictObject({
    /** {host} of POST {host}/wp/wp-json/custom/v1/insert-email. */
    host: originOrEmpty,
  }),
  /** Social profile links; an unset one is not shown. */
  social: v.optional(
    v.strictObject({
      twitter: optionalLink,
      linkedin: optionalLink,
      youtube: optionalLink,
    }),
  ),
});

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssues(source: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const lines = issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    // An unknown key is reported at the object holding it, naming the key.
    const where = keys.length > 0 ? keys.join('.') : '(top level)';
    return `  ${where}: ${issue.message}`;
  });
  return `${source} is invalid:\n${lines.join('\n')}`;
}

/** Parses a configuration value; throws ConfigError naming the file and each bad entry. */
export function parseConfig<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  source: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ConfigError(describeIssues(source, result.issues));
  return result.output;
}
