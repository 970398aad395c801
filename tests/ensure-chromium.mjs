// The browser tests drive the system Chromium (Debian's `chromium`); Playwright never downloads one.
// Installs it when it is missing and this user can (root with apt-get), else says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`ensure-chromium: no browser at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(`ensure-chromium: ${chromium} is missing; installing Debian's chromium package...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
// The version, so that a failure in the browser tests can be matched to the browser that ran them.
const version = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
console.log(`ensure-chromium: using ${chromium}: ${version}`);
