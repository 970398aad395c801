import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readSources } from '../../src/monitor/sources.js';
import { tempDir } from '../helpers.js';

// The monitor reads what the site's content build wrote (monitor-sources.json): the build's shapes
// (shared-content/src/domain/monitor-sources.ts) and the monitor's (src/monitor/types.ts) are written
// on either side of the service's boundary, so this holds them to each other on the real file.

const CONTENT = fileURLToPath(new URL('../../../shared-content/content/', import.meta.url));
const tools = JSON.parse(readFileSync(join(CONTENT, 'tools.json'), 'utf8')) as { id: string; name: string; pricingPage: string }[];

describe("the monitor's sources, as the content build writes them", () => {
  it("reads the site's file: each tool's pricing page, and the record every tool's page shows", () => {
    const { sources, baselines } = readSources();
    for (const tool of tools) {
      assert.deepEqual(
        sources.filter((source) => source.tool === tool.id && source.kind === 'page').map((source) => source.kind === 'page' && source.url),
        [tool.pricingPage],
        tool.id,
      );
      assert.equal(baselines.get(tool.id)?.name, tool.name, tool.id);
    }
    // A tool whose record prices plans compares against them: ChatGPT's Plus plan at $20.
    const plus = baselines.get('chatgpt')?.plans.find((plan) => plan.name === 'Plus');
    assert.equal(plus?.monthly ?? plus?.unstated, 20);
  });

  it('refuses a file it cannot trust, naming the place, and a tool it has no source for', () => {
    const scratch = tempDir('monitor-sources-');
    try {
      const file = join(scratch.dir, 'monitor-sources.json');
      writeFileSync(file, JSON.stringify({ sources: [{ kind: 'page', tool: 'quill', id: 'quill:page', script: false }], records: {} }));
      assert.throws(() => readSources(file), /monitor-sources\.json: sources\.0\.url: /);
      writeFileSync(file, '{ "sources": [');
      assert.throws(() => readSources(file), /cannot read the monitor's sources/);
      assert.throws(() => readSources(undefined, ['no-such-tool']), /no sources for no-such-tool/);
    } finally {
      scratch.remove();
    }
  });
});
