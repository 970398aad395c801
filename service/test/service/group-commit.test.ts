// The group commit every store's burst path rests on (clicks on both databases, sign-ups on SQLite):
// one commit for the items of a turn, never two commits at once, each caller told of its own item.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GroupCommit } from '../../src/storage/group-commit.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A commit that records its groups and finishes only when told. */
function recorder() {
  const groups: number[][] = [];
  let running = 0;
  let overlapped = false;
  const finishers: (() => void)[] = [];
  const commit = async (items: readonly number[]) => {
    running += 1;
    if (running > 1) overlapped = true;
    groups.push([...items]);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running -= 1;
  };
  const finishNext = async () => {
    while (finishers.length === 0) await turn();
    finishers.shift()!();
  };
  return { groups, commit, finishNext, overlapped: () => overlapped };
}

describe('group commit', () => {
  it('commits the items of one turn together, and those pushed meanwhile in one next group, never two at once', async () => {
    const { groups, commit, finishNext, overlapped } = recorder();
    const group = new GroupCommit<number>(commit, () => false);
    const first = [1, 2].map((item) => group.push(item));
    await turn();
    const later = [3, 4, 5].map((item) => group.push(item));
    await turn();
    assert.deepEqual(groups, [[1, 2]], 'no second commit starts while the first is under way');
    await finishNext();
    await Promise.all(first);
    await finishNext();
    await Promise.all(later);
    assert.deepEqual(groups, [
      [1, 2],
      [3, 4, 5],
    ]);
    assert.equal(overlapped(), false);
  });

  it('drain commits what is waiting, including what arrives behind a commit under way', async () => {
    const committed: number[] = [];
    let release = () => {};
    const group = new GroupCommit<number>(
      async (items) => {
        if (committed.length === 0) await new Promise<void>((resolve) => (release = resolve));
        committed.push(...items);
      },
      () => false,
    );
    const first = group.push(1);
    await turn();
    const second = group.push(2);
    const drained = group.drain();
    release();
    await drained;
    await Promise.all([first, second]);
    assert.deepEqual(committed, [1, 2]);
  });

  it('when a group fails and may be retried, each item is tried alone: one bad item fails only itself', async () => {
    const group = new GroupCommit<number>(
      async (items) => {
        if (items.includes(2)) throw new Error(`bad item in ${items.join(',')}`);
      },
      () => true,
    );
    const results = await Promise.allSettled([1, 2, 3].map((item) => group.push(item)));
    assert.deepEqual(
      results.map((result) => result.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
  });
});
