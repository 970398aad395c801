import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SHELL_DIST = path.resolve(import.meta.dirname, '../../../shell/dist');

test("the shell's build output holds no remote URL: remotes are found at run time", () => {
  const files = readdirSync(SHELL_DIST).filter((name) => /\.(js|html|css|json)$/.test(name));
  expect(files.length).toBeGreaterThan(3);
  for (const name of files) {
    const text = readFileSync(path.join(SHELL_DIST, name), 'utf8');
    expect(text, name).not.toMatch(/localhost:\d+|https?:\/\/[^\s"'`]*(mf-manifest\.json|remoteEntry\.js)/);
  }
});
