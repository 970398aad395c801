import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * A federation runtime plugin that gives the browser a turn between the steps of loading a remote
 * module: once the remote's entry has run and before its container starts (it registers its
 * shared modules), before its exposed module is fetched, and before that module's code runs. Each
 * step then costs a task of its own instead of one long task from the entry's load event on.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'toolverse-yield-between-steps',
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeGetExpose() {
      await yieldToBrowser();
    },
    async beforeExecuteFactory() {
      await yieldToBrowser();
    },
  };
}
