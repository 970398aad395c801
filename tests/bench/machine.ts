// What the figures were measured on and with.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Machine {
  os: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  /** The 1-minute load average when the bench started: other work on the machine skews the figures. */
  loadAverage: number;
  /** The same when the measures were done (absent from older reports). */
  loadAverageAtEnd?: number;
  node: string;
  chromium: string;
  lighthouse: string;
  axe: string;
  nginx: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) return `${pretty}, ${os.type()} ${os.release()}`;
  } catch {
    // not a Linux with os-release
  }
  return `${os.type()} ${os.release()}`;
}

/** The 1-minute load average now. */
export const loadAverageNow = (): number => Number((os.loadavg()[0] ?? 0).toFixed(2));

export function describeMachine(chromiumPath: string, nginxPath: string): Machine {
  // nginx prints its version on stderr.
  const nginx = spawnSync(nginxPath, ['-v'], { encoding: 'utf8' });
  const nginxVersion = `${nginx.stdout}${nginx.stderr}`.trim().replace(/^nginx version:\s*(nginx\/)?/, '');
  return {
    os: osName(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: loadAverageNow(),
    node: process.version,
    chromium: execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    lighthouse: packageVersion('lighthouse'),
    axe: packageVersion('axe-core'),
    nginx: nginxVersion,
  };
}
