import { test } from 'node:test';
import assert from 'node:assert/strict';
import { restartDelay } from '../src/supervise';

test('a server that keeps exiting waits longer each time, up to 10 s', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 8].map((quickExits) => restartDelay(quickExits)),
    [250, 500, 1000, 2000, 4000, 8000, 10000, 10000],
  );
});
