// `npm start` (after the build) and `npm run serve`: the shell, every remote and the
// service, each as its own server (server/dist/main.js; service/dist/server.js), supervised
// (supervise.ts): a server that exits
// is started again, with backoff, while the others keep serving. SKIP_REMOTES=tools,blog
// leaves remotes out, to see the site survive a remote that is down. NEWSLETTER_HOST set to another
// host (a WordPress site) leaves the service out.
// Compiled with the servers into server/dist/start.js, so serving needs only the packages the
// servers declare (`npm install --omit=dev` after a build), never the build tools.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '../../platform/apps.ts';
import { messageOf } from '../../platform/read-json.ts';
import {
  newsletterHost,
  newsletterOrigins,
  newsletterPort,
  newsletterSiteUrl,
  prerenderDir,
  resolvePorts,
  skippedRemotes,
  type Env,
} from '../../platform/environment.ts';
import { supervise, type Server } from './supervise';

// The checkout: server/src/ and server/dist/ both sit two folders below it.
const ROOT = path.resolve(import.meta.dirname, '../..');
// Compiled ahead of time (`npm run build`): a server the supervisor starts again after a crash
// answers in a fraction of the time it would take to transpile it first.
const SERVER_BUILD = 'server/dist/main.js';
if (!existsSync(path.join(ROOT, SERVER_BUILD))) {
  console.error(`start: ${SERVER_BUILD} is missing; run \`npm run build\` first (\`npm start\` does)`);
  process.exit(1);
}

let ports: Record<AppName, number>;
try {
  ports = resolvePorts(process.env);
} catch (error) {
  console.error(`start: ${messageOf(error)}`);
  process.exit(1);
}

let skipped: Set<string>;
try {
  skipped = new Set(skippedRemotes(process.env));
} catch (error) {
  console.error(`start: ${messageOf(error)}`);
  process.exit(1);
}

/**
 * The service for this site: on NEWSLETTER_PORT, answering the shell's origins (and
 * SITE_URL's), storing in NEWSLETTER_DB (service/data/ by default), writing its mails as .eml files
 * to service/data/mail/ unless NEWSLETTER_SMTP_URL is set. Its own variables pass through.
 */
function serviceCommand(env: Env, shellPort: number): Server | null {
  if (newsletterHost(env)) return null;
  const port = newsletterPort(env);
  if (Object.values(ports).includes(port)) throw new Error(`NEWSLETTER_PORT ${port} is taken by another server of the site`);
  return {
    name: 'service',
    // Restarted like every server; meanwhile the forms show their error and the rest keeps working.
    command: 'node service/dist/server.js',
    env: {
      NEWSLETTER_PORT: String(port),
      NEWSLETTER_ORIGINS: newsletterOrigins(env, shellPort),
      // The site its mails' links land on (the service checks it at start).
      NEWSLETTER_SITE_URL: newsletterSiteUrl(env, shellPort),
      // /go/ reaches it through the shell's server on this machine, which says who the reader is.
      NEWSLETTER_TRUST_PROXY: env.NEWSLETTER_TRUST_PROXY ?? '127.0.0.1,::1',
      // An unknown tool gets the site's own not-found page.
      GO_NOT_FOUND_PAGE: env.GO_NOT_FOUND_PAGE ?? path.join(prerenderDir(env, ROOT), '404.html'),
      // The MCP server answers from the open data this site's prerender published.
      OPEN_DATA_FILE: env.OPEN_DATA_FILE ?? path.join(prerenderDir(env, ROOT), 'data', 'tools.json'),
    },
  };
}

let service: Server | null;
try {
  service = serviceCommand(process.env, ports.shell);
} catch (error) {
  console.error(`start: ${messageOf(error)}`);
  process.exit(1);
}

const commands: Server[] = [
  ...Object.keys(APPS)
    .filter((app) => !skipped.has(app))
    .map((app) => ({ name: app, command: `node ${SERVER_BUILD} ${app}` })),
  ...(service ? [service] : []),
];

console.log(`Starting Toolverse on http://localhost:${ports.shell} (Ctrl-C stops every server)`);
await supervise(commands, { cwd: ROOT });
process.exit(0);
