// A build for the public refuses to run while site.json leaves the operator unnamed; a local build
// goes on (`npm run test:tooling`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@toolverse/shared-content/site/config-schema';
import { SITE_FILE, refuseUnsetOperator } from './site-ready.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const UNSET = { name: '', contactEmail: '' };
const SET = { name: 'Example Media LLC', contactEmail: 'corrections@example.com' };

test('a build for the public names each operator field site.json leaves empty', () => {
  assert.throws(
    () => refuseUnsetOperator('https://toolverse.example', UNSET),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.message.startsWith(`${SITE_FILE}: operator.name is "", operator.contactEmail is ""`) &&
      error.message.includes('SITE_URL=https://toolverse.example'),
  );
  assert.throws(() => refuseUnsetOperator('https://toolverse.example', { ...SET, contactEmail: ' ' }), /operator\.contactEmail is ""/);
  assert.doesNotThrow(() => refuseUnsetOperator('https://toolverse.example', SET));
});

test('a local build goes on with the fields empty (its pages say they are not set)', () => {
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080']) assert.doesNotThrow(() => refuseUnsetOperator(origin, UNSET));
});

const site = JSON.parse(readFileSync(path.join(ROOT, SITE_FILE), 'utf8')) as { operator: typeof UNSET };
const operatorUnset = site.operator.name.trim() === '' || site.operator.contactEmail.trim() === '';

for (const [command, args] of [
  ['the build', ['--import', 'tsx', 'tooling/bundle/site-ready.ts']],
  ['the prerender', ['--import', 'tsx', 'tooling/prerender/index.ts']],
] as const) {
  test(
    `${command} stops at once for SITE_URL=https://…, naming the field`,
    { skip: !operatorUnset && 'site.json names the operator' },
    () => {
      const run = spawnSync('node', args, {
        cwd: ROOT,
        env: { ...process.env, SITE_URL: 'https://toolverse.example', PRERENDER_DIR: 'node_modules/.cache/site-ready-test' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 1);
      assert.match(run.stderr, /shared-content\/content\/site\.json: operator\.name is ""/);
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'a message, not a stack trace');
    },
  );
}
