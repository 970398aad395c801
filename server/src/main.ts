// One server of the site: `node server/dist/main.js shell|blog|tools|quizzes|guide` (built by
// `npm run build -w toolverse-server`; `npm run dev -w toolverse-server` runs the source with tsx).
// `npm start` runs all of them under a supervisor (server/src/start.ts); the variables are in README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPS, type AppName } from '../../platform/apps.ts';
import { ROUTES_FILE, releasesDir } from '../../platform/layout.ts';
import { ConfigError, ROOT, loadConfig, type ServerConfig } from './config';

/** How long requests in flight get to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 5_000;

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

const relative = (file: string) => path.relative(ROOT, file);

async function build(config: ServerConfig, report: (reason: string) => void): Promise<FastifyInstance> {
  if (!existsSync(path.join(config.dist, 'index.html')))
    throw new ConfigError(`${relative(config.dist)} is missing: run "npm run build" first`);
  // Each server loads only its own modules (a remote has no proxy, no schemas): a restarted server
  // answers sooner.
  if (config.app !== 'shell') {
    const { buildRemote } = await import('./remote');
    return buildRemote({
      dist: config.dist,
      releasesDir: releasesDir(config.deployDir, config.app),
      trustProxy: config.trustProxy,
      serveSourceMaps: config.serveSourceMaps,
    });
  }
  if (!existsSync(path.join(config.prerenderDir, ROUTES_FILE))) {
    throw new ConfigError(
      `${relative(path.join(config.prerenderDir, ROUTES_FILE))} is missing: run "npm run build" (it prerenders every page)`,
    );
  }
  const [{ buildShell }, { prerenderedSite }, { runtimeConfigSource }] = await Promise.all([
    import('./shell'),
    import('./prerendered-site'),
    import('./served-config'),
  ]);
  const { shell: _shell, ...remotePorts } = config.ports;
  return buildShell({
    dist: config.dist,
    site: prerenderedSite(config.prerenderDir, ROUTES_FILE, report),
    config: runtimeConfigSource({
      env: process.env,
      remotesFile: config.remotesFile,
      siteConfigFile: config.siteConfigFile,
      siteOrigin: config.siteOrigin,
      assetOrigins: config.assetOrigins,
      onRejected: report,
    }),
    assetOrigins: config.assetOrigins,
    remotePorts,
    trustProxy: config.trustProxy,
    serveSourceMaps: config.serveSourceMaps,
    goService: config.goService,
  });
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let app: FastifyInstance;
  // Refusals of a changed file are logged by the app once it exists; until then they stop start-up.
  let report: (reason: string) => void = (reason) => fail(reason);
  try {
    config = loadConfig(process.argv[2], process.env);
    app = await build(config, (reason) => report(reason));
  } catch (error) {
    if (error instanceof Error) fail(error.message);
    throw error;
  }
  report = (reason) => app.log.error(reason);

  const stop = async () => {
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Static answers have no work worth waiting for; kept-alive browser connections would hold it open.
    app.server.closeAllConnections();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    fail(`could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  const name: AppName = config.app;
  const where = `http://localhost:${config.port}`;
  app.log.info(name === 'shell' ? `Toolverse is running at ${where}` : `${name} remote serving ${APPS[name].dir}/dist at ${where}`);
}

await main();
