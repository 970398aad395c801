import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from './paths';

/**
 * Run-time configuration the shell fetches at start: where each remote is (remotes.json) and the
 * site's own settings (site-config.json). Nothing here is baked into a build, so moving a remote or
 * the newsletter host is an edit of a JSON file. Validation errors name the bad entry.
 */

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const manifestUrl = z.string().check(
  z.refine((value) => httpUrl(value)?.pathname.endsWith('.json') ?? false, {
    error: "must be an absolute http(s) URL of the remote's mf-manifest.json",
  }),
);

const optionalLink = z.optional(
  z.string().check(z.refine((value) => httpUrl(value) !== null, { error: 'must be an absolute http(s) URL' })),
);

const RemoteEntrySchema = z.strictObject({ entry: manifestUrl });

export const RemoteManifestSchema = z.strictObject({
  remotes: z.strictObject(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteEntrySchema])) as Record<
      RemoteName,
      typeof RemoteEntrySchema
    >,
  ),
});

export type RemoteManifest = z.infer<typeof RemoteManifestSchema>;

const originOrEmpty = z.string().check(
  z.refine((value) => value === '' || /^https?:\/\/[^/\s]+$/.test(value), {
    error: 'must be an http(s) origin without a path or trailing slash (e.g. "https://example.com"), or "" for this site',
  }),
);

export const SiteConfigSchema = z.strictObject({
  newsletter: z.strictObject({
    /** {host} of POST {host}/wp/wp-json/custom/v1/insert-email. */
    host: originOrEmpty,
  }),
  /** Social profile links; an unset one is not shown. */
  social: z.optional(
    z.strictObject({
      twitter: optionalLink,
      linkedin: optionalLink,
      youtube: optionalLink,
    }),
  ),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssues(source: string, error: z.core.$ZodError): string {
  const lines = error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    const message = issue.code === 'unrecognized_keys' ? `unknown ${issue.keys.length === 1 ? 'entry' : 'entries'} ${issue.keys.join(', ')}` : issue.message;
    return `  ${where}: ${message}`;
  });
  return `${source} is invalid:\n${lines.join('\n')}`;
}

/** Parses a configuration value; throws ConfigError naming the file and each bad entry. */
export function parseConfig<T>(schema: z.ZodMiniType<T>, value: unknown, source: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ConfigError(describeIssues(source, result.error));
  return result.data;
}


