// `npm run test:visual` compares each kind of page with its committed screenshot;
// `npm run test:visual -- --update` writes new baselines (look at them, then commit them).
// Other arguments go to `playwright test` as they are.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=all' : arg));
const run = (command, list) => spawnSync(command, list, { stdio: 'inherit' }).status ?? 1;

const status = run(process.execPath, ['./ensure-chromium.mjs']) || run('npx', ['playwright', 'test', '--project=visual', ...args]);
process.exit(status);
