// Serves one built app (`node tooling/serve.mjs shell|blog|tools|quizzes|guide`) the way a static
// host would: hashed files cached for a year, HTML, manifests and remote entries revalidated.
// The shell also answers its run-time configuration (/remotes.json, /site-config.json).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { APPS, resolvePorts } from './apps.mjs';
import { localRuntimeConfig } from './runtime-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|avif|jpg)$/;

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

/** Runtime config: from files named by REMOTES_FILE / SITE_CONFIG_FILE, else the local defaults. */
function runtimeConfigFiles() {
  const files = localRuntimeConfig();
  for (const [url, envName] of [
    ['/remotes.json', 'REMOTES_FILE'],
    ['/site-config.json', 'SITE_CONFIG_FILE'],
  ]) {
    const file = process.env[envName];
    if (!file) continue;
    try {
      files[url] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(`${envName}=${file} could not be read as JSON: ${error.message}`);
    }
  }
  return files;
}

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function main() {
  const app = process.argv[2];
  const spec = APPS[app];
  if (!spec) fail(`usage: node tooling/serve.mjs <${Object.keys(APPS).join('|')}>`);
  let ports;
  try {
    ports = resolvePorts();
  } catch (error) {
    fail(error.message);
  }
  const dist = path.join(ROOT, spec.dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) fail(`${spec.dir}/dist is missing: run "npm run build" first`);

  const isShell = app === 'shell';
  const config = isShell ? runtimeConfigFiles() : {};
  const statics = sirv(dist, {
    dev: false,
    etag: true,
    single: isShell,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isShell && config[pathname]) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config[pathname]));
      return;
    }
    if (!isShell && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    statics(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
    });
  });

  const port = ports[app];
  server.listen(port, () => {
    if (isShell) console.log(`Toolverse is running at http://localhost:${port}`);
    else console.log(`${app} remote serving ${spec.dir}/dist at http://localhost:${port}`);
  });
  // Static files have no work in flight worth waiting for; kept-alive browser connections would
  // otherwise hold the server open.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
