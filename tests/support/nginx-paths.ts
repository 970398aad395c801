import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folder of the nginx test site on `port`: its pages, configuration, logs and temp files. */
export const nginxSiteDir = (port: number) => path.join(ROOT, `.runtime/nginx-${port}`);

/** Where the site finds a remote's build: a link, so a test can take a remote away and bring it back. */
export function nginxRemoteLink(port: number, remote: string): { link: string; target: string } {
  return { link: path.join(nginxSiteDir(port), 'remotes', remote), target: path.join(ROOT, `mfe-${remote}`, 'dist') };
}
