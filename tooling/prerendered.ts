// Where the prerender writes and how a URL maps to its file: the constants the servers (server/,
// the nginx generation) and the bench share with tooling/prerender.ts. A module of its own, so a
// server that only reads the prerendered pages does not load the renderer and its image libraries.
import { prerenderDir } from './environment.ts';

export const PRERENDER_DIR = prerenderDir();
export const ROUTES_FILE = 'routes.json';
/** Where the stylesheets merged for a page are written and served (server/src/shell.ts). */
export const STYLES_DIR = '_styles';

/** /blog?category=Tool%20Battles -> blog/index.category%3DTool%2BBattles.html */
export function fileForUrl(url: string): string {
  const { pathname, search } = new URL(url, 'http://site');
  const query = new URLSearchParams(search).toString();
  const dir = pathname.replace(/^\/+|\/+$/g, '');
  const name = query ? `index.${encodeURIComponent(query)}.html` : 'index.html';
  return dir ? `${dir}/${name}` : name;
}
