import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSocialImages } from './social-images.ts';

const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#1e3a8a"/></svg>')}`;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file) {
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('social images are 1200x630 PNGs, drawn once per content and taken from the cache after', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'social-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'out');
  const cache = path.join(dir, 'cache');
  const card = { image: '/social/tools/x.png', title: 'X: pricing, features and alternatives', cover };

  assert.deepEqual(await writeSocialImages([card], out, cache), { drawn: 1, cached: 0 });
  assert.deepEqual(pngSize(path.join(out, 'social/tools/x.png')), { width: 1200, height: 630 });
  assert.deepEqual(await writeSocialImages([card], out, cache), { drawn: 0, cached: 1 });
  // A new title is a new picture.
  assert.deepEqual(await writeSocialImages([{ ...card, title: 'X, renamed' }], out, cache), { drawn: 1, cached: 0 });
  assert.equal(readdirSync(cache).length, 2);
  await assert.rejects(writeSocialImages([{ ...card, image: '/social/../x.png' }], out, cache), /must read \/social\/<name>\.png/);
});
