// `npm run dev`: every app's webpack dev server at once (shell on PORT or 3000, remotes on 3001-3004),
// and the newsletter service on 3005, restarted on change.
// The shell's dev server answers /remotes.json itself, pointing at the remotes' dev servers.
import concurrently from 'concurrently';
import { APPS, type AppName } from '../../platform/apps.ts';
import { newsletterHost, newsletterOrigins, resolvePorts } from '../../platform/environment.ts';

let ports: Record<AppName, number>;
try {
  ports = resolvePorts(process.env);
} catch (error) {
  console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { result } = concurrently(
  [
    ...Object.entries(APPS).map(([app, spec]) => ({ name: app, command: `npm run dev -w ${spec.dir}` })),
    ...(newsletterHost(process.env)
      ? []
      : [
          {
            name: 'service',
            command: 'npm run dev -w @toolverse/service',
            env: { NEWSLETTER_ORIGINS: newsletterOrigins(process.env, ports.shell) },
          },
        ]),
  ],
  { cwd: new URL('../..', import.meta.url).pathname, killOthersOn: ['failure'], prefix: 'name' },
);
console.log(`Toolverse dev servers starting; open http://localhost:${ports.shell} (Ctrl-C stops them all)`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
