// The architecture rules of eslint.config.mjs, proved to fail when broken: each case lints a few
// lines as if they were a file in that folder (ESLint's lintText with a filePath), against the real
// configuration and the real files they import (`npm run test:tooling`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { APPS } from '../../platform/apps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules that reported the code, as if it were the file at filePath. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const uses = (name: string) => `\nexport const used = ${name};\n`;

test('platform/ imports neither server/ nor tooling/', async () => {
  const fromServer = await rulesBroken('platform/probe.ts', `import { loadConfig } from '../server/src/config';${uses('loadConfig')}`);
  assert.match(fromServer.join('\n'), /import-x\/no-restricted-paths: .*platform\/ is the layer below server\/ and tooling\//);
  const fromTooling = await rulesBroken(
    'platform/probe.ts',
    `import { prerender } from '../tooling/prerender/index.ts';${uses('prerender')}`,
  );
  assert.match(fromTooling.join('\n'), /import-x\/no-restricted-paths: .*platform\/ is the layer below/);
});

test('server/ and tooling/ never import each other, and both may import platform/', async () => {
  const serverToTooling = await rulesBroken(
    'server/src/probe.ts',
    `import { publish } from '../../tooling/release/publish.ts';${uses('publish')}`,
  );
  assert.match(serverToTooling.join('\n'), /import-x\/no-restricted-paths: .*server\/ and tooling\/ never import each other/);
  const toolingToServer = await rulesBroken('tooling/probe.ts', `import { loadConfig } from '../server/src/config';${uses('loadConfig')}`);
  assert.match(toolingToServer.join('\n'), /import-x\/no-restricted-paths: .*server\/ and tooling\/ never import each other/);

  assert.deepEqual(await rulesBroken('server/src/probe.ts', `import { APPS } from '../../platform/apps.ts';${uses('APPS')}`), []);
  assert.deepEqual(await rulesBroken('tooling/probe.ts', `import { APPS } from '../platform/apps.ts';${uses('APPS')}`), []);
});

test('an import cycle fails lint', async () => {
  // platform/environment.ts imports ./apps.ts: apps.ts importing it back closes a cycle.
  const broken = await rulesBroken(
    'platform/apps.ts',
    `import { variable } from './environment.ts';${uses('variable')}export const REMOTE_NAMES = ['blog'];\nexport const APPS = {};\nexport const isRemoteName = () => true;\n`,
  );
  assert.match(broken.join('\n'), /import-x\/no-cycle: Dependency cycle detected/);
});

test('a remote never imports another remote or the shell', async () => {
  const otherRemote = await rulesBroken('mfe-blog/src/probe.ts', `import { server } from '../../mfe-tools/src/server';${uses('server')}`);
  assert.match(otherRemote.join('\n'), /import-x\/no-restricted-paths: .*A remote never imports another remote or the shell/);
  const shell = await rulesBroken('mfe-guide/src/probe.ts', `import { App } from '../../shell/src/app';${uses('App')}`);
  assert.match(shell.join('\n'), /import-x\/no-restricted-paths: .*A remote never imports another remote or the shell/);
});

test('shared-content and the contract import no app', async () => {
  const sharedContent = await rulesBroken(
    'shared-content/src/probe.ts',
    `import { server } from '../../mfe-tools/src/server';${uses('server')}`,
  );
  assert.match(sharedContent.join('\n'), /import-x\/no-restricted-paths: .*shared-content is bundled into every app/);
  const contracts = await rulesBroken(
    'contracts/src/probe.ts',
    `import { paths } from '../../shared-content/src/site/paths';${uses('paths')}`,
  );
  assert.match(contracts.join('\n'), /import-x\/no-restricted-paths: .*The contract stands alone/);
});

test('no app or package imports tooling/: the one build configuration reads them from the registry', async () => {
  for (const dir of ['contracts', 'shared-content', ...Object.values(APPS).map((app) => app.dir)]) {
    const broken = await rulesBroken(
      `${dir}/src/probe.ts`,
      `import { appConfigs } from '../../tooling/bundle/webpack.ts';${uses('appConfigs')}`,
    );
    assert.match(broken.join('\n'), /import-x\/no-restricted-paths: .*tooling\/ builds the apps and packages from the registry/, dir);
  }
});

test('tooling/ reaches shared-content by its package name, never by a path into its files', async () => {
  const message = /no-restricted-imports: .*tooling\/ reaches shared-content through its package exports/;
  const relative = await rulesBroken(
    'tooling/bundle/probe.ts',
    `import { paths } from '../../shared-content/src/site/paths.ts';${uses('paths')}`,
  );
  assert.match(relative.join('\n'), message);
  const intoSrc = await rulesBroken(
    'tooling/probe.ts',
    `import { paths } from '@toolverse/shared-content/src/site/paths.ts';${uses('paths')}`,
  );
  assert.match(intoSrc.join('\n'), message);
  assert.deepEqual(
    await rulesBroken('tooling/bundle/probe.ts', `import { paths } from '@toolverse/shared-content/site/paths';${uses('paths')}`),
    [],
  );
});

test('a remote imports none of the Node side: platform/, server/ or service/', async () => {
  for (const target of ['../../platform/apps.ts', '../../server/package.json', '../../service/package.json']) {
    const broken = await rulesBroken('mfe-tools/src/probe.ts', `import thing from '${target}';${uses('thing')}`);
    assert.match(broken.join('\n'), /import-x\/no-restricted-paths: .*A remote is browser code deployed on its own/, target);
  }
});

test("inside a remote a feature never imports another, and the shared parts never import a feature; the app's routes compose them", async () => {
  const feature = /import-x\/no-restricted-paths: .*A feature never imports another feature/;
  const fromFeature: [string, string][] = [
    ['mfe-tools/src/directory/probe.ts', `import { COMPARISONS } from '../compare/comparisons';${uses('COMPARISONS')}`],
    ['mfe-tools/src/tool-page/probe.ts', `import { WatchForm } from '../watch/watch-form';${uses('WatchForm')}`],
    ['mfe-blog/src/article/probe.ts', `import { ShareSave } from '../share-save/share-save';${uses('ShareSave')}`],
    ['mfe-quizzes/src/quiz/probe.ts', `import { recommendTools } from '../tool-finder/recommend';${uses('recommendTools')}`],
  ];
  for (const [file, code] of fromFeature) assert.match((await rulesBroken(file, code)).join('\n'), feature, file);

  const shared = /import-x\/no-restricted-paths: .*A remote's shared parts \(common\/, data\/\) never import a feature/;
  const fromShared: [string, string][] = [
    ['mfe-tools/src/common/probe.ts', `import { PAGE_SIZE } from '../directory/paging';${uses('PAGE_SIZE')}`],
    ['mfe-blog/src/common/probe.ts', `import { ArticlePage } from '../article/article-page';${uses('ArticlePage')}`],
    ['mfe-quizzes/src/data/probe.ts', `import { scoreAnswers } from '../quiz/scoring';${uses('scoreAnswers')}`],
  ];
  for (const [file, code] of fromShared) assert.match((await rulesBroken(file, code)).join('\n'), shared, file);

  assert.deepEqual(await rulesBroken('mfe-tools/src/compare/probe.ts', `import { TOOLS } from '../common/catalogue';${uses('TOOLS')}`), []);
  assert.deepEqual(await rulesBroken('mfe-tools/src/probe.ts', `import { PAGE_SIZE } from './directory/paging';${uses('PAGE_SIZE')}`), []);
});
