// The shared map of every app's federation build: the packages that must exist once at run time,
// with the versions each app's package.json asks for (webpack.ts uses it for every app).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages that must exist once at run time, whichever app loaded first. shared-content is not one:
 * it holds build-time content and helpers, bundled into each app (tree-shaken there); what must be
 * one object across apps is in @toolverse/contracts, whose version each remote's manifest declares.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@radix-ui/react-toast', '@toolverse/contracts'];
/**
 * Singletons shared as a named subset of the package (see tooling/bundle/shared/react-router-dom.mjs):
 * the module provided under the package's name, with the installed package's version.
 */
const SHARED_SUBSETS: Record<string, { import: string; version: string }> = {
  'react-router-dom': {
    import: path.join(import.meta.dirname, 'shared/react-router-dom.mjs'),
    version: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../node_modules/react-router-dom/package.json'), 'utf8')).version,
  },
};

/** Deep imports (react/jsx-runtime, react-dom/client) share the package's single copy too. */
const PREFIXED = ['react', 'react-dom'];

/**
 * The shared map for every app, versions read from the app's package.json, so a remote built
 * against another major of a singleton is reported by the federation runtime instead of loading
 * a second copy.
 */
export interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  import?: string;
  version?: string;
}

export function sharedFor(pkg: PackageJson): Record<string, SharedConfig> {
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: package.json must depend on the shared singleton ${name}`);
    shared[name] = { singleton: true, requiredVersion, strictVersion: false, ...SHARED_SUBSETS[name] };
    if (PREFIXED.includes(name)) shared[`${name}/`] = { singleton: true, requiredVersion, strictVersion: false };
  }
  return shared;
}
