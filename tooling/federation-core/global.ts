/**
 * Where a remote built with Module Federation's `externalRuntime` finds the federation runtime core
 * (the name @module-federation/enhanced gives it): the global the host sets before any remote loads.
 */
export const FEDERATION_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
