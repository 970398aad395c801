// The remotes' entries are built without the federation runtime core (tooling/bundle/webpack.ts,
// `externalRuntime`): they run on the shell's, set here before any remote loads. The shell's runtime
// uses nearly all of it already, so sharing it costs the shell little and saves each route the
// copy every remote entry would otherwise carry (figures: docs/measured-in-passing.md). A remote's
// production standalone page runs this module too, built on its own (tooling/bundle/webpack.ts, createFederationCoreConfig).
import * as runtimeCore from '@module-federation/runtime-core';

/** The global a remote's entry reads it from (the name @module-federation/enhanced gives it). */
export const FEDERATION_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

(globalThis as Record<string, unknown>)[FEDERATION_RUNTIME_CORE_GLOBAL] = runtimeCore;
