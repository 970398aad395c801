// routes.json, what the servers read of a prerender (tooling/prerender/index.ts writes it): which file
// answers each URL, the alias redirects, the not-found page, the inline scripts the pages' CSP
// allows, and where each tool's /go/ link leads. One schema for its writer and its three readers:
// the Node server (re-read when a prerender of one remote rewrites it), the nginx and static-host
// generation, and the tests.
import * as z from 'zod/mini';
import { INLINE_SCRIPT_SOURCE } from './headers.ts';

/** A tool id as the content writes them (shared-content's ToolSchema): kebab-case. */
const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const httpsUrl = z.string().check(
  z.refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https URL'),
);

export const RoutesSchema = z.object({
  /** The public origin the pages were prerendered for. */
  siteUrl: z.string(),
  /** URL (with its query, for a query variant) -> file under the prerender folder. */
  pages: z.record(z.string(), z.string()),
  /**
   * URL -> the content type of a file under the prerender folder at that path, answered as it is
   * (the feeds, the sitemap, robots.txt, the search index, the remotes' data files, the open data).
   */
  files: z.record(z.string().check(z.regex(/^\/[a-z0-9][a-z0-9/.-]*$/, 'must be a plain path')), z.string()),
  /** Alias path -> its canonical path, answered with 301. */
  redirects: z.record(z.string(), z.string()),
  /** The not-found page, served with 404. */
  notFound: z.string(),
  /** The CSP sources of the pages' inline scripts ('sha256-…'). */
  inlineScripts: z.array(z.string().check(z.regex(INLINE_SCRIPT_SOURCE, "must be a CSP hash ('sha256-…')"))),
  /**
   * Tool id -> where /go/{id} leads (shared-content's outboundDestination): the service
   * answers /go/ and counts the click; the servers send a reader here themselves while it is down.
   */
  go: z.record(z.string().check(z.regex(TOOL_ID, 'must be a kebab-case tool id')), httpsUrl),
});

export type Routes = z.infer<typeof RoutesSchema>;

/** routes.json's content checked, or an error naming the first field at fault. */
export function parseRoutes(value: unknown): Routes {
  const result = RoutesSchema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(`${issue?.path.join('.') || 'routes.json'}: ${issue?.message ?? 'not as tooling/prerender/index.ts writes it'}`);
}
