// The default import: named imports of JSON are going away in webpack's ES module handling.
import contractsPackage from '../package.json';

/** The package whose version is the run-time contract's version. */
export const CONTRACTS_PACKAGE = '@toolverse/contracts';
/** The contract this copy implements: the one the shell provides when it is the shell's copy. */
export const CONTRACTS_VERSION: string = contractsPackage.version;

/** The singletons a remote must share with the shell at the same major version. */
const CHECKED = ['react', 'react-dom', 'react-router-dom'] as const;

const majorOf = (range: string): number | null => {
  const match = /(\d+)/.exec(range);
  return match ? Number(match[1]) : null;
};

const semver = (text: string): { major: number; minor: number } | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
};

interface SharedEntry {
  name?: unknown;
  version?: unknown;
}

/** What the shell runs: its dependency ranges (its package.json) and the contract version it provides. */
export interface ShellVersions {
  dependencies: Readonly<Record<string, string>>;
  contractsVersion: string;
  /**
   * The Module Federation version the shell's runtime is (@module-federation/enhanced): a remote's
   * entry runs on the runtime core the shell provides, not a copy of its own.
   */
  federationVersion: string;
}

/**
 * The verdict on a remote: `refusal` says why it cannot run in this shell (null if it can);
 * `warning` says what may be missing when it runs anyway.
 */
export interface Compatibility {
  refusal: string | null;
  warning: string | null;
}

const refuse = (refusal: string): Compatibility => ({ refusal, warning: null });

/**
 * Whether a remote can run in a shell, from the remote's mf-manifest.json (the versions of the
 * singletons it was built against) and what the shell runs. One rule for the shell, which refuses
 * such a remote in the browser before any of its code runs, and for tooling/release/publish.ts, which never
 * lets one go live:
 * - React, React DOM and the router: the shell's major, else refused (the shared singleton would be
 *   used anyway and break in ways that are hard to trace).
 * - The contract (@toolverse/contracts): another major is refused, since a major bump means the shell
 *   and that remote disagree on something they pass each other; a newer minor runs with a warning,
 *   since the remote may use an addition the shell's copy lacks; an older minor is fine.
 * - Not sharing one of them at all is refused: the remote would run its own copy.
 * - Module Federation: a remote's entry runs on the shell's federation runtime core (it is built
 *   without one, tooling/bundle/webpack.ts), so another major or minor of the plugin is refused and another
 *   patch runs with a warning.
 */
export function compatibility(manifest: unknown, shell: ShellVersions): Compatibility {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return refuse('its mf-manifest.json lists no shared packages');
  const versionOf = (name: string): string | null => {
    const entry = shared.find((candidate: SharedEntry) => candidate?.name === name) as SharedEntry | undefined;
    return entry && typeof entry.version === 'string' ? entry.version : null;
  };
  const federation = semver(shell.federationVersion);
  if (!federation) throw new Error(`the shell's Module Federation version "${shell.federationVersion}" is not a semver version`);
  const pluginVersion = (manifest as { metaData?: { pluginVersion?: unknown } }).metaData?.pluginVersion;
  const builtWith = typeof pluginVersion === 'string' ? semver(pluginVersion) : null;
  if (!builtWith) return refuse('its mf-manifest.json names no Module Federation version (metaData.pluginVersion)');
  if (builtWith.major !== federation.major || builtWith.minor !== federation.minor) {
    return refuse(
      `it was built with Module Federation ${String(pluginVersion)}, and its entry runs on the shell's federation runtime ${shell.federationVersion}`,
    );
  }
  let warning: string | null =
    pluginVersion === shell.federationVersion
      ? null
      : `it was built with Module Federation ${String(pluginVersion)} and runs on the shell's federation runtime ${shell.federationVersion}`;

  for (const name of CHECKED) {
    const range = shell.dependencies[name];
    if (!range) continue;
    const built = versionOf(name);
    if (built === null) return refuse(`it does not share ${name}, so it would run its own copy`);
    if (majorOf(built) !== majorOf(range)) return refuse(`it was built against ${name} ${built}, and the shell runs ${name} ${range}`);
  }

  const ours = semver(shell.contractsVersion);
  if (!ours) throw new Error(`the shell's ${CONTRACTS_PACKAGE} version "${shell.contractsVersion}" is not a semver version`);
  const built = versionOf(CONTRACTS_PACKAGE);
  if (built === null) return refuse(`it does not share ${CONTRACTS_PACKAGE}, so it was built against no contract this shell knows`);
  const theirs = semver(built);
  if (!theirs) return refuse(`its ${CONTRACTS_PACKAGE} version "${built}" is not a semver version`);
  if (theirs.major !== ours.major) {
    return refuse(
      `it was built against ${CONTRACTS_PACKAGE} ${built}, and the shell runs ${CONTRACTS_PACKAGE} ${shell.contractsVersion} (another major)`,
    );
  }
  if (theirs.minor > ours.minor) {
    const newer = `it was built against ${CONTRACTS_PACKAGE} ${built}, newer than the shell's ${shell.contractsVersion}: what the contract added since ${ours.major}.${ours.minor} is missing until the shell is rebuilt`;
    warning = warning ? `${newer}; ${warning}` : newer;
  }
  return { refusal: null, warning };
}
