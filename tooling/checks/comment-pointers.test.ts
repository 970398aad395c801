// A comment that sends a reader elsewhere (a file, a folder, a section of a document) sends them
// somewhere that exists: moving a file or renaming a heading without its pointers fails here.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { brokenPointers } from './comment-pointers.ts';

describe('pointers in code comments', () => {
  it('every file, folder and document section a comment names exists', () => {
    const broken = brokenPointers();
    assert.deepEqual(
      broken.map((pointer) => `${pointer.file}:${pointer.line} ${pointer.target} (${pointer.problem})`),
      [],
    );
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'pointers-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const check = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return brokenPointers([file]).map((pointer) => `${pointer.line} ${pointer.target}: ${pointer.problem}`);
  };

  it('finds a path to a file or folder that is not there, and the line it is on', () => {
    // The block comment is put together so that this file's own text holds no comment naming it.
    const block = ['/', '**\n * see shell/src/no-such-file.ts\n *', '/'].join('');
    assert.deepEqual(check('a.ts', `// fine: tooling/checks/\n${block}\n`), ['3 shell/src/no-such-file.ts: no such file or folder']);
  });

  it('finds a section or an anchor a document does not have', () => {
    assert.deepEqual(check('b.ts', '// README.md "Tests" is fine; README.md "Adding a wombat" is not\n'), [
      '1 README.md "Adding a wombat": no such section',
    ]);
    assert.deepEqual(check('c.ts', '// docs/architecture.md#no-such-heading\n'), [
      '1 docs/architecture.md#no-such-heading: no such section',
    ]);
  });

  it('reads shell comments and leaves code, patterns and federated ids alone', () => {
    assert.deepEqual(check('d.sh', '#!/bin/sh\n# writes docs/benchmarks-go.{md,json}\necho shell/src/nothing.ts\n'), []);
    assert.deepEqual(check('e.ts', "import x from 'shell/src/nothing';\n// the island shell/NewsletterForm\n"), []);
    assert.deepEqual(check('f.sh', '# runs shell/src/missing.sh\n'), ['1 shell/src/missing.sh: no such file or folder']);
  });
});
