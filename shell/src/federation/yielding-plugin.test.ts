import { yieldingPlugin } from './yielding-plugin';

type Hook = (args?: unknown) => Promise<unknown>;

describe('the yielding federation plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeInitContainer', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    '%s goes on only in a later task, so the step after it is a task of its own',
    async (name) => {
      const hook = yieldingPlugin()[name] as unknown as Hook;
      const args = { remoteInfo: { name: 'blog' } };
      let done = false;
      const result = hook(args).then((value) => {
        done = true;
        return value;
      });
      // Every microtask runs, yet the hook has not finished: it waits for a new task.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      expect(done).toBe(false);
      jest.runOnlyPendingTimers();
      const value = await result;
      expect(done).toBe(true);
      // A waterfall hook hands its arguments on unchanged.
      if (name === 'beforeInitContainer') expect(value).toBe(args);
    },
  );
});
