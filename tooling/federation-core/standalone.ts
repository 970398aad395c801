// A remote's standalone page in production: its build carries no federation runtime core (the
// composed site's shell provides it, shell/src/federation/provide-runtime-core.ts), so this script,
// built on its own without federation (tooling/webpack.ts, createFederationCoreConfig), provides one
// before the page's own scripts run.
import * as runtimeCore from '@module-federation/runtime-core';
import { FEDERATION_RUNTIME_CORE_GLOBAL } from './global.ts';

(globalThis as Record<string, unknown>)[FEDERATION_RUNTIME_CORE_GLOBAL] ??= runtimeCore;
