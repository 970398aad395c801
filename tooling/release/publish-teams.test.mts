// Publishing as several teams do (node's test runner, `npm run test:tooling`): the contract version a
// build declares, rollback after the first publish, one publish at a time, and pruning old releases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publish, rollback } from './publish.ts';
import { acquireReleaseLock, LOCK_FILE } from './release-lock.ts';
import { parseKeep, pruneReleases, releasesToPrune, type ReleaseHistory } from './prune-releases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GUIDE_BUILD = path.join(ROOT, 'mfe-guide');
const built =
  existsSync(path.join(GUIDE_BUILD, 'dist', 'mf-manifest.json')) && existsSync(path.join(GUIDE_BUILD, 'dist-server', 'server.cjs'));
const skip = !built && 'mfe-guide is not built';
const CONTRACTS_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'contracts', 'package.json'), 'utf8')) as { version: string }).version;

interface Sandbox {
  deploy: string;
  env: NodeJS.ProcessEnv;
  logs: string[];
  options: { env: NodeJS.ProcessEnv; log: (line: string) => void; prerenderPages: false };
  entry: () => string;
  releases: () => ReleaseHistory;
  /** A copy of the guide's build with its entry changed (a rebuild), its manifest edited by `edit`. */
  build: (name: string, edit?: (manifest: { shared: { name: string; version: string }[] }) => void) => string;
}

/** A deploy folder of its own inside the project, as deployDir() requires; removed afterwards. */
async function withSandbox(run: (sandbox: Sandbox) => Promise<void>): Promise<void> {
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  const deploy = mkdtempSync(path.join(ROOT, '.runtime', 'publish-teams-'));
  const env = { ...process.env, DEPLOY_DIR: deploy, REMOTES_FILE: path.join(deploy, 'remotes.json') };
  const logs: string[] = [];
  const sandbox: Sandbox = {
    deploy,
    env,
    logs,
    // Pages are prerendered again by the browser test (e2e/deploy.spec.ts); here only the switch.
    options: { env, log: (line) => logs.push(line), prerenderPages: false },
    entry: () =>
      (JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as { remotes: Record<string, { entry: string }> }).remotes.guide!.entry,
    releases: () => JSON.parse(readFileSync(path.join(deploy, 'guide', 'releases.json'), 'utf8')) as ReleaseHistory,
    build(name, edit) {
      const dir = path.join(deploy, 'builds', name);
      cpSync(path.join(GUIDE_BUILD, 'dist'), path.join(dir, 'dist'), { recursive: true });
      cpSync(path.join(GUIDE_BUILD, 'dist-server'), path.join(dir, 'dist-server'), { recursive: true });
      appendFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `\n// build ${name}\n`);
      if (edit) {
        const file = path.join(dir, 'dist', 'mf-manifest.json');
        const manifest = JSON.parse(readFileSync(file, 'utf8'));
        edit(manifest);
        writeFileSync(file, JSON.stringify(manifest));
      }
      return dir;
    },
  };
  try {
    await run(sandbox);
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
}

const declaring = (version: string) => (manifest: { shared: { name: string; version: string }[] }) => {
  const entry = manifest.shared.find((shared) => shared.name === '@toolverse/contracts');
  assert.ok(entry, 'a remote build shares @toolverse/contracts');
  entry.version = version;
};

test("a remote's manifest declares the contract version it was built against", { skip }, () => {
  const manifest = JSON.parse(readFileSync(path.join(GUIDE_BUILD, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; singleton?: boolean }[];
  };
  const contracts = manifest.shared.find((shared) => shared.name === '@toolverse/contracts');
  assert.equal(contracts?.version, CONTRACTS_VERSION);
  assert.equal(contracts?.singleton, true);
  assert.equal(
    manifest.shared.find((shared) => shared.name === '@toolverse/shared-content'),
    undefined,
    'shared-content is bundled, not shared',
  );
});

test('publish refuses a build against another contract major and leaves the live release as it was', { skip }, async () => {
  await withSandbox(async ({ options, entry, releases, build, deploy }) => {
    const live = await publish('guide', { ...options, from: build('good') });
    const [major, minor] = CONTRACTS_VERSION.split('.').map(Number) as [number, number];
    const other = `${major + 1}.0.0`;
    await assert.rejects(
      publish('guide', { ...options, from: build('next-major', declaring(other)) }),
      new RegExp(
        `guide cannot go live: it was built against @toolverse/contracts ${other.replaceAll('.', '\\.')}, and the shell runs @toolverse/contracts ${CONTRACTS_VERSION.replaceAll('.', '\\.')} \\(another major\\)`,
      ),
    );
    assert.match(entry(), new RegExp(`/releases/${live}/mf-manifest\\.json$`));
    assert.equal(releases().current, live);
    assert.ok(!existsSync(path.join(deploy, LOCK_FILE)), 'the lock is released after a refusal');

    // A newer minor of the same major goes live, with a warning naming both versions.
    const logs: string[] = [];
    const newer = `${major}.${minor + 1}.0`;
    const id = await publish('guide', { ...options, log: (line) => logs.push(line), from: build('next-minor', declaring(newer)) });
    assert.match(entry(), new RegExp(`/releases/${id}/mf-manifest\\.json$`));
    assert.ok(
      logs.some((line) =>
        line.startsWith(
          `publish: warning: guide it was built against @toolverse/contracts ${newer}, newer than the shell's ${CONTRACTS_VERSION}`,
        ),
      ),
      logs.join('\n'),
    );
  });
});

test('publish refuses a build whose manifest puts its entry on an origin the operator does not allow', { skip }, async () => {
  await withSandbox(async ({ options, entry, releases, build, deploy }) => {
    const live = await publish('guide', { ...options, from: build('good') });
    const folders = readdirSync(path.join(deploy, 'guide', 'releases')).length;
    const elsewhere = (manifest: { shared: unknown }) => {
      (manifest as unknown as { metaData: { publicPath: string } }).metaData.publicPath = 'https://cdn.attacker.example/guide/';
    };
    await assert.rejects(
      publish('guide', { ...options, from: build('tampered', elsewhere) }),
      /guide cannot go live: .*mf-manifest\.json puts the remote's entry on https:\/\/cdn\.attacker\.example, which is not an allowed origin/,
    );
    assert.match(entry(), new RegExp(`/releases/${live}/mf-manifest\\.json$`));
    assert.equal(releases().current, live);
    assert.equal(readdirSync(path.join(deploy, 'guide', 'releases')).length, folders, 'no release folder was made for the refused build');
    // Allowed by the operator, it goes live.
    const id = await publish('guide', {
      ...options,
      env: { ...options.env, ASSET_ORIGINS: 'http://localhost:3000,https://cdn.attacker.example' },
      from: build('allowed', elsewhere),
    });
    assert.match(entry(), new RegExp(`/releases/${id}/mf-manifest\\.json$`));
  });
});

test('rollback after the first publish returns to the build that was live before it', { skip }, async () => {
  await withSandbox(async ({ options, entry, releases, build, logs }) => {
    // Before any publish the site runs the workspace build (no releases.json, no manifest written).
    const first = await publish('guide', { ...options, from: build('first') });
    const history = releases().history;
    assert.equal(history.length, 2, 'the live build was recorded before the first release');
    const recorded = history[0]!;
    assert.match(recorded.from, /mfe-guide \(live before the first publish\)/);
    assert.ok(logs.some((line) => line.includes(`recorded the build live before the first publish as ${recorded.id}`)));

    assert.equal(await rollback('guide', options), recorded.id);
    assert.match(entry(), new RegExp(`/_remotes/guide/releases/${recorded.id}/mf-manifest\\.json$`));
    const release = path.join(options.env.DEPLOY_DIR!, 'guide', 'releases', recorded.id);
    // The recorded release is the workspace build byte for byte, its Node build included.
    assert.deepEqual(
      readFileSync(path.join(release, 'dist', 'remoteEntry.js')),
      readFileSync(path.join(GUIDE_BUILD, 'dist', 'remoteEntry.js')),
    );
    assert.deepEqual(
      readFileSync(path.join(release, 'dist-server', 'server.cjs')),
      readFileSync(path.join(GUIDE_BUILD, 'dist-server', 'server.cjs')),
    );
    assert.notEqual(first, recorded.id);
    await assert.rejects(rollback('guide', options), /no version before/);
  });
});

/** A process that runs until killed: the holder of a lock in the tests. */
function longRunning() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { pid: child.pid!, stop: async () => (child.kill('SIGKILL'), await exited) };
}

test('a second publish while one runs is refused, naming the holder; a lock whose process is gone is taken over', { skip }, async () => {
  await withSandbox(async ({ options, entry, build, deploy, logs }) => {
    const live = await publish('guide', { ...options, from: build('live') });
    const holder = longRunning();
    try {
      writeFileSync(
        path.join(deploy, LOCK_FILE),
        JSON.stringify({ pid: holder.pid, action: 'publish guide', startedAt: '2026-11-23T16:00:00.000Z' }),
      );
      await assert.rejects(
        publish('guide', { ...options, from: build('second') }),
        new RegExp(`another publish is running \\(publish guide, pid ${holder.pid}, since 2026-11-23T16:00:00.000Z\\)`),
      );
      await assert.rejects(rollback('guide', options), /another publish is running/);
      assert.match(entry(), new RegExp(`/releases/${live}/`), 'the live release is untouched');
      assert.ok(existsSync(path.join(deploy, LOCK_FILE)), "the other publish's lock is left alone");
    } finally {
      await holder.stop();
    }
    // Its process is gone (killed mid-publish): the next publish takes the lock over.
    const next = await publish('guide', { ...options, from: build('after') });
    assert.match(entry(), new RegExp(`/releases/${next}/`));
    assert.ok(
      logs.some((line) => line === `publish: removing a stale lock (publish guide, pid ${holder.pid} is gone)`),
      logs.join('\n'),
    );
    assert.ok(!existsSync(path.join(deploy, LOCK_FILE)));
  });
});

test('the lock is exclusive within one process too, and free again once released', () => {
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, '.runtime', 'lock-'));
  try {
    const lock = acquireReleaseLock(dir, 'publish tools');
    assert.throws(
      () => acquireReleaseLock(dir, 'publish blog'),
      new RegExp(`another publish is running \\(publish tools, pid ${process.pid}, `),
    );
    lock.release();
    acquireReleaseLock(dir, 'publish blog').release();
    // A lock file that cannot be read (its writer died while writing it) is stale.
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    acquireReleaseLock(dir, 'publish quizzes').release();
    assert.ok(!existsSync(path.join(dir, LOCK_FILE)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const history = (...ids: string[]): ReleaseHistory['history'] =>
  ids.map((id) => ({ id, publishedAt: '2026-11-23T16:00:00.000Z', from: 'mfe-tools' }));
const ID = (n: number) => `20261123T1600${String(n).padStart(2, '0')}Z-0000000${n}`;

test('pruning keeps the newest, the live release, the rollback target and what a page names', () => {
  const ids = [1, 2, 3, 4, 5, 6, 7, 8].map(ID);
  assert.deepEqual(releasesToPrune({ current: ids[7]!, history: history(...ids) }, 3, new Set()), ids.slice(0, 5));
  // Rolled back to 4: 4 is live, 3 is its rollback target, a page still names 1.
  assert.deepEqual(releasesToPrune({ current: ids[3]!, history: history(...ids) }, 3, new Set([ids[0]!])), [ids[1]!, ids[4]!]);
  assert.deepEqual(releasesToPrune({ current: ids[1]!, history: history(ids[0]!, ids[1]!) }, 2, new Set()), []);
  assert.equal(parseKeep(undefined), 5);
  assert.equal(parseKeep('3'), 3);
  for (const bad of ['1', '0', '-2', 'three', '2.5', ''])
    assert.throws(() => parseKeep(bad), /--keep must be a whole number of at least 2/);
});

test('pruning reads the pages for the releases they name, and records the history before removing folders', () => {
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, '.runtime', 'prune-'));
  try {
    const ids = [1, 2, 3, 4, 5].map(ID);
    const releasesDir = path.join(dir, 'releases');
    for (const id of ids) mkdirSync(path.join(releasesDir, id, 'dist'), { recursive: true });
    const pagesDir = path.join(dir, 'pages');
    mkdirSync(path.join(pagesDir, 'tools', 'automation'), { recursive: true });
    writeFileSync(
      path.join(pagesDir, 'tools', 'automation', 'index.html'),
      `<link rel="stylesheet" href="http://localhost:3000/_remotes/tools/releases/${ids[1]}/routes.css">`,
    );
    const saved: ReleaseHistory[] = [];
    const removed = pruneReleases(
      { current: ids[4]!, history: history(...ids) },
      {
        releasesDir,
        pagesDir,
        keep: 2,
        save: (kept) => {
          // Saved first: every folder is still there when the history stops listing them.
          assert.equal(readdirSync(releasesDir).length, 5);
          saved.push(kept);
        },
      },
    );
    assert.deepEqual(removed, [ids[0]!, ids[2]!]);
    assert.deepEqual(
      saved.map((kept) => kept.history.map((release) => release.id)),
      [[ids[1]!, ids[3]!, ids[4]!]],
    );
    assert.deepEqual(readdirSync(releasesDir).sort(), [ids[1]!, ids[3]!, ids[4]!]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('publish prunes beyond --keep and never the live release or the one before it', { skip }, async () => {
  await withSandbox(async ({ options, releases, build, deploy, logs }) => {
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) ids.push(await publish('guide', { ...options, keep: 2, from: build(name) }));
    const kept = releases().history.map((release) => release.id);
    assert.deepEqual(kept, ids.slice(2));
    assert.deepEqual(readdirSync(path.join(deploy, 'guide', 'releases')).sort(), ids.slice(2).sort());
    assert.ok(
      logs.some((line) => /publish: removed 1 old release of guide \(keeping 2\)/.test(line)),
      logs.join('\n'),
    );
    // Rollback still has its target.
    assert.equal(await rollback('guide', options), ids[2]);
  });
});
