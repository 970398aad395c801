// Where the nginx test sites live and how their nginx runs: its own prefix, pid, logs and temp
// files, in the foreground, with Debian's brotli static module; nothing system-wide.
import path from 'node:path';
import { APPS } from '../../platform/apps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The folder of the nginx test site on `port`: its pages, configuration, logs and temp files. */
export const nginxSiteDir = (port: number) => path.join(ROOT, `.runtime/nginx-${port}`);

/** Where the site finds a remote's build: a link, so a test can take a remote away and bring it back. */
export function nginxRemoteLink(port: number, remote: string): { link: string; target: string } {
  return { link: path.join(nginxSiteDir(port), 'remotes', remote), target: path.join(ROOT, APPS[remote as keyof typeof APPS].dir, 'dist') };
}

/** nginx.conf of a test run in `dir` around a generated server block; nginxArgs runs it. */
export function nginxMainConfig(dir: string, serverBlock: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(dir, 'access.log')};`,
    '  sendfile on;',
    ...NGINX_TEMP_PATHS.map((name) => `  ${name}_temp_path ${path.join(dir, 'temp', name)};`),
    `  include ${serverBlock};`,
    '}',
    '',
  ].join('\n');
}

export const nginxArgs = (dir: string, config: string) => ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config];
