import { CONTRACTS_VERSION, compatibility } from './compatibility';

const SHELL = {
  dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1', 'react-router-dom': '^7.18.5' },
  contractsVersion: '1.4.2',
  federationVersion: '2.9.2',
};
const check = (manifest: unknown) => compatibility(manifest, SHELL);

const FRAMEWORK = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };
const shared = (entries: Record<string, string>, pluginVersion = '2.9.2') => ({
  metaData: { name: 'guide', pluginVersion },
  shared: Object.entries(entries).map(([name, version]) => ({ name, version })),
});
const builtAgainst = (contracts: string) => shared({ ...FRAMEWORK, '@toolverse/contracts': contracts });

describe('compatibility: React, React DOM and the router', () => {
  it("accepts a remote sharing React, React DOM and the router at the shell's majors", () => {
    expect(check(shared({ react: '19.0.0', 'react-dom': '19.3.1', 'react-router-dom': '7.1.0', '@toolverse/contracts': '1.4.2' }))).toEqual(
      { refusal: null, warning: null },
    );
  });

  it('names the package and both versions when a major differs', () => {
    expect(check(shared({ ...FRAMEWORK, 'react-router-dom': '6.30.0', '@toolverse/contracts': '1.4.2' })).refusal).toBe(
      'it was built against react-router-dom 6.30.0, and the shell runs react-router-dom ^7.18.5',
    );
  });

  it('refuses a remote that would bring its own copy of a singleton', () => {
    expect(check(shared({ react: '19.3.1', 'react-router-dom': '7.18.5', '@toolverse/contracts': '1.4.2' })).refusal).toBe(
      'it does not share react-dom, so it would run its own copy',
    );
    expect(check({ name: 'guide' }).refusal).toBe('its mf-manifest.json lists no shared packages');
  });
});

describe('compatibility: the contract version', () => {
  it('accepts the same version, or an older minor of the same major, without a word', () => {
    expect(check(builtAgainst('1.4.2'))).toEqual({ refusal: null, warning: null });
    expect(check(builtAgainst('1.4.0'))).toEqual({ refusal: null, warning: null });
    expect(check(builtAgainst('1.0.0'))).toEqual({ refusal: null, warning: null });
  });

  it('accepts a newer minor of the same major, with a warning naming both versions', () => {
    expect(check(builtAgainst('1.6.0'))).toEqual({
      refusal: null,
      warning:
        "it was built against @toolverse/contracts 1.6.0, newer than the shell's 1.4.2: what the contract added since 1.4 is missing until the shell is rebuilt",
    });
  });

  it('refuses another major, older or newer, naming both versions', () => {
    expect(check(builtAgainst('2.0.0'))).toEqual({
      refusal: 'it was built against @toolverse/contracts 2.0.0, and the shell runs @toolverse/contracts 1.4.2 (another major)',
      warning: null,
    });
    expect(check(builtAgainst('0.9.0')).refusal).toMatch(
      /built against @toolverse\/contracts 0\.9\.0, and the shell runs @toolverse\/contracts 1\.4\.2/,
    );
  });

  it('refuses a remote that shares no contract, or a version that is not semver', () => {
    expect(check(shared({ ...FRAMEWORK, '@toolverse/shared-content': '1.0.0' })).refusal).toBe(
      'it does not share @toolverse/contracts, so it was built against no contract this shell knows',
    );
    expect(check(builtAgainst('latest')).refusal).toBe('its @toolverse/contracts version "latest" is not a semver version');
  });

  it("is this package's own version, which a build declares in its manifest", () => {
    expect(CONTRACTS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compatibility(builtAgainst(CONTRACTS_VERSION), { ...SHELL, contractsVersion: CONTRACTS_VERSION })).toEqual({
      refusal: null,
      warning: null,
    });
  });
});

describe('compatibility: the Module Federation runtime a remote entry runs on', () => {
  const builtWith = (pluginVersion: string) => shared({ ...FRAMEWORK, '@toolverse/contracts': '1.4.2' }, pluginVersion);

  it("refuses a remote built with another major or minor of Module Federation than the shell's runtime", () => {
    expect(check(builtWith('2.10.0'))).toEqual({
      refusal: "it was built with Module Federation 2.10.0, and its entry runs on the shell's federation runtime 2.9.2",
      warning: null,
    });
    expect(check(builtWith('3.9.2')).refusal).toMatch(/Module Federation 3\.9\.2/);
  });

  it('runs a remote built with another patch, with a warning naming both', () => {
    expect(check(builtWith('2.9.5'))).toEqual({
      refusal: null,
      warning: "it was built with Module Federation 2.9.5 and runs on the shell's federation runtime 2.9.2",
    });
  });

  it('refuses a manifest that does not say which Module Federation built it', () => {
    const { metaData: _metaData, ...withoutMetaData } = builtWith('2.9.2');
    expect(check(withoutMetaData).refusal).toBe('its mf-manifest.json names no Module Federation version (metaData.pluginVersion)');
  });
});
