// The route list: which app owns each page the prerender writes, and routes.json, what the servers
// read of a prerender (the pages' files, the alias redirects, the not-found page, the inline scripts
// the Content-Security-Policy allows, each tool's /go/ destination; platform/routes-file.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteServerModule } from '@toolverse/contracts';
import { REMOTE_NAMES, type RemoteName } from '../../platform/apps.ts';
import { ROUTES_FILE } from '../../platform/layout.ts';
import type { Routes } from '../../platform/routes-file.ts';
import { writeAtomically } from '../bundle/write-atomically.ts';
import type { SharedContent } from './builds.ts';
import { fail } from './errors.ts';
import { readJson } from '../../platform/read-json.ts';

const routesPath = (outDir: string) => path.join(outDir, ROUTES_FILE);

/** The content types the servers send the prerender's files with (routes.json's `files`): a feed is not plain XML to a feed reader. */
export const FILE_TYPES = {
  json: 'application/json; charset=utf-8',
  schema: 'application/schema+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * Every page to write, with the app that owns it (null: the shell), in the order routes.json lists
 * them: the shell's pages, then each remote's, each one checked to lie under its remote's base path.
 */
export function pageOwners(
  shellPages: readonly string[],
  remotes: Record<RemoteName, RemoteServerModule>,
  content: SharedContent,
): Map<string, RemoteName | null> {
  const owners = new Map<string, RemoteName | null>(shellPages.map((url) => [url, null]));
  for (const remote of REMOTE_NAMES) {
    for (const url of remotes[remote].pages) {
      if (content.remoteForPath(new URL(url, 'http://site').pathname) !== remote)
        fail(`the ${remote} remote lists ${url}, outside its base path`);
      owners.set(url, remote);
    }
  }
  return owners;
}

/**
 * The data files the remotes' islands fetch (URL -> JSON text), of every remote or only the one
 * regenerated, each checked to be JSON at a .json URL under its remote's base path.
 */
export function remoteFiles(
  remotes: Record<RemoteName, RemoteServerModule>,
  content: SharedContent,
  only: RemoteName | undefined,
): [url: string, text: string][] {
  return REMOTE_NAMES.filter((remote) => only === undefined || remote === only).flatMap((remote) =>
    Object.entries(remotes[remote].files ?? {}).map(([url, text]): [string, string] => {
      if (!/^\/[a-z0-9/-]+\.json$/.test(url) || content.remoteForPath(url) !== remote)
        fail(`the ${remote} remote's file ${url} must be a .json URL under its base path`);
      const json = text();
      try {
        JSON.parse(json);
      } catch (error) {
        fail(`the ${remote} remote's file ${url} is not JSON: ${(error as Error).message}`);
      }
      return [url, json];
    }),
  );
}

/** The alias redirects of every remote (alias URL -> canonical URL). */
export function redirectsOf(remotes: Record<RemoteName, RemoteServerModule>): Record<string, string> {
  let redirects: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) redirects = { ...redirects, ...remotes[remote].redirects };
  return redirects;
}

/**
 * What an earlier prerender wrote that a regeneration of one remote keeps: the pages of the other
 * apps (the remote's own are listed afresh, so a page the release dropped goes), the inline
 * scripts their pages carry, and the files (the other remotes' data files among them).
 */
export function previousRoutes(
  only: string | undefined,
  content: SharedContent,
  outDir: string,
): { pages: Record<string, string>; inlineScripts: string[]; files: Record<string, string> } {
  const previous =
    only && existsSync(routesPath(outDir))
      ? readJson<{ pages: Record<string, string>; inlineScripts?: string[]; files?: Record<string, string> }>(
          routesPath(outDir),
          ROUTES_FILE,
        )
      : null;
  const pages = Object.fromEntries(
    Object.entries(previous?.pages ?? {}).filter(([url]) => content.remoteForPath(new URL(url, 'http://site').pathname) !== only),
  );
  return { pages, inlineScripts: previous?.inlineScripts ?? [], files: previous?.files ?? {} };
}

/** Writes routes.json, in the shape the servers read it (production/site-input.ts). */
export function writeRoutes(routes: Routes, outDir: string): void {
  writeAtomically(routesPath(outDir), `${JSON.stringify(routes, null, 2)}\n`);
}
