// `npm start` (after the build): the shell and every remote, each as its own server, via concurrently.
// SKIP_REMOTES=tools,blog leaves remotes out, to see the site survive a remote that is down.
import concurrently from 'concurrently';
import { APPS, REMOTES, resolvePorts } from './apps.mjs';

let ports;
try {
  ports = resolvePorts();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}

const skipped = new Set((process.env.SKIP_REMOTES ?? '').split(',').map((name) => name.trim()).filter(Boolean));
for (const name of skipped) {
  if (!REMOTES.includes(name)) {
    console.error(`start: SKIP_REMOTES names "${name}", which is not a remote (${REMOTES.join(', ')})`);
    process.exit(1);
  }
}

const commands = Object.keys(APPS)
  .filter((app) => !skipped.has(app))
  .map((app) => ({ name: app, command: `node tooling/serve.mjs ${app}` }));

const { result } = concurrently(commands, {
  cwd: new URL('..', import.meta.url).pathname,
  killOthersOn: ['failure'],
  prefix: 'name',
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
console.log(`Starting Toolverse on http://localhost:${ports.shell} (Ctrl-C stops every server)`);
