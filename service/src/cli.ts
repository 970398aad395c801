// The operator CLI's entry point (`npm run cli -w @toolverse/service -- <command>`, or the
// newsletter-cli bin): runs one command of cli-commands.ts and exits with its code.
import { runCli } from './operator/commands.js';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  process.exitCode = await runCli(process.argv.slice(2));
} catch (error) {
  console.error(`newsletter-cli: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
