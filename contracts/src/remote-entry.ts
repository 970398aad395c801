/** Where a remote's entry script is, as its mf-manifest.json says. */
export interface RemoteEntry {
  entry: string;
  entryGlobalName: string;
  type: string;
}

/**
 * The remote's entry script from its mf-manifest.json found at `manifestUrl`, refused unless it is on
 * one of `allowedOrigins`. The manifest's `metaData.publicPath` decides where the entry and its chunks
 * load from, so a manifest that named another host would run that host's code: the entry must be on
 * an origin the operator allows, the same rule the manifest URL itself is held to. One rule for the
 * shell in the browser (the page's origin and the origins of remotes.json, which the server checked
 * against ASSET_ORIGINS) and for tooling/release/publish.ts (ASSET_ORIGINS, else SITE_URL's origin).
 */
export function remoteEntryOf(manifest: unknown, manifestUrl: string, allowedOrigins: readonly string[]): RemoteEntry {
  const metaData = (manifest as { metaData?: { remoteEntry?: Record<string, unknown>; globalName?: unknown; publicPath?: unknown } } | null)
    ?.metaData;
  const { name, path: folder = '', type = 'global' } = metaData?.remoteEntry ?? {};
  if (
    typeof name !== 'string' ||
    !name ||
    typeof folder !== 'string' ||
    typeof type !== 'string' ||
    typeof metaData?.globalName !== 'string'
  ) {
    throw new Error(`${manifestUrl} names no remote entry (metaData.remoteEntry, metaData.globalName)`);
  }
  // "auto": the entry sits where the manifest was found (a release folder, /_remotes/<remote>/).
  const base = typeof metaData.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl;
  let entry: URL;
  try {
    entry = new URL(folder ? `${folder.replace(/\/+$/, '')}/${name}` : name, new URL(base, manifestUrl));
  } catch {
    throw new Error(`${manifestUrl} has a public path that is not a URL (metaData.publicPath)`);
  }
  if ((entry.protocol !== 'https:' && entry.protocol !== 'http:') || !allowedOrigins.includes(entry.origin)) {
    throw new Error(
      `${manifestUrl} puts the remote's entry on ${entry.protocol === 'https:' || entry.protocol === 'http:' ? entry.origin : entry.protocol}, which is not an allowed origin (${allowedOrigins.join(', ')})`,
    );
  }
  return { entry: entry.href, entryGlobalName: metaData.globalName, type };
}
