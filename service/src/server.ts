import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createMailer } from './mail.js';
import { readFileSync } from 'node:fs';
import { readDestinations, readHijacked } from './clicks/destinations.js';
import { readToolFacts, type ToolFacts } from './watches/facts.js';
import { describeStorage, openStore } from './open-store.js';
import { openDataFile } from './open-data/dataset.js';
import { mcpSettings, type McpSettings } from './open-data/settings.js';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): Config & { mcp: McpSettings } {
  try {
    return { ...loadConfig(), mcp: mcpSettings() };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`service: invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();

/** The site's not-found page for an unknown tool; a short page of its own when none is given. */
const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1><p>There is no tool at this address.</p><p><a href="/tools">See every tool</a></p></body></html>';

let destinations: Map<string, string>;
let toolFacts: Map<string, ToolFacts>;
let hijacked: Set<string>;
let notFoundHtml = FALLBACK_NOT_FOUND;
try {
  destinations = readDestinations(config.go.toolsFile);
  toolFacts = readToolFacts(config.factsFile);
  hijacked = readHijacked(config.factsFile);
  if (config.go.notFoundPage !== undefined) notFoundHtml = readFileSync(config.go.notFoundPage, 'utf8');
} catch (error) {
  console.error(`service: invalid configuration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const confirmValidMs = config.confirmHours * 3_600_000;
let store;
try {
  store = await openStore(config.storage, { pendingTtlMs: confirmValidMs });
} catch (error) {
  console.error(
    `service: cannot open the database ${describeStorage(config.storage)}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const app = await buildApp({
  store,
  mail: {
    mailer: createMailer(config.mail),
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    confirmValidMs,
    caps: config.mailCaps,
    ...(config.secret === undefined ? {} : { secret: config.secret }),
  },
  go: {
    destinations,
    hijacked,
    notFoundHtml,
    rateLimit: config.go.rateLimit,
    operatorToken: config.go.operatorToken,
    historyFile: config.go.historyFile,
  },
  watch: { tools: toolFacts, collectMs: config.watchCollectMs },
  mcp: { data: openDataFile(config.mcp.file), rateLimit: config.mcp.rateLimit },
  origins: config.origins,
  rateLimit: config.rateLimit,
  trustProxy: config.trustProxy,
  logLevel: config.logLevel,
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    // Stops listening, waits for requests in flight, then closes the database (onClose).
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));

try {
  await app.listen({ port: config.port, host: config.listenHost });
  app.log.info(
    {
      db: describeStorage(config.storage),
      mail: config.mail.kind === 'smtp' ? 'smtp' : `.eml files in ${config.mail.dir}`,
      site: config.siteUrl,
      links: config.publicUrl,
      origins: config.origins,
      rateLimitPerMinute: config.rateLimit || 'off',
      go: {
        tools: destinations.size,
        hijacked: hijacked.size,
        rateLimitPerMinute: config.go.rateLimit || 'off',
        operatorPage: config.go.operatorToken ? 'on' : 'off',
      },
      mcp: { openData: config.mcp.file, rateLimitPerMinute: config.mcp.rateLimit || 'off' },
    },
    'service ready',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await store.close();
  process.exit(1);
}
