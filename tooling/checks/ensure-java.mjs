// The W3C Nu HTML Checker (vnu-jar) runs on Java. Installs Debian's default-jre-headless when java
// is missing and this user can (root with apt-get), else says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Returns when `java` runs; throws with what to do when it cannot be installed. */
export function ensureJava() {
  if (hasJava()) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error('ensure-java: no java on PATH. Install a Java runtime (Debian: apt-get install default-jre-headless).');
  }
  console.log("ensure-java: java is missing; installing Debian's default-jre-headless package...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!hasJava()) throw new Error('ensure-java: default-jre-headless was installed, but java still does not run');
}

if (process.argv[1] === import.meta.filename) {
  try {
    ensureJava();
    console.log('ensure-java: java runs');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
