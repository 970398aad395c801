import { incompatibility as check } from './compatibility';

const SHELL = { react: '^19.3.1', 'react-dom': '^19.3.1', 'react-router-dom': '^7.18.5' };
const incompatibility = (manifest: unknown) => check(manifest, SHELL);

const shared = (entries: Record<string, string>) => ({ shared: Object.entries(entries).map(([name, version]) => ({ name, version })) });

describe('incompatibility', () => {
  it("accepts a remote sharing React, React DOM and the router at the shell's majors", () => {
    expect(incompatibility(shared({ react: '19.0.0', 'react-dom': '19.3.1', 'react-router-dom': '7.1.0' }))).toBeNull();
  });

  it('names the package and both versions when a major differs', () => {
    expect(incompatibility(shared({ react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '6.30.0' }))).toBe(
      'it was built against react-router-dom 6.30.0, and the shell runs react-router-dom ^7.18.5',
    );
  });

  it('refuses a remote that would bring its own copy of a singleton', () => {
    expect(incompatibility(shared({ react: '19.3.1', 'react-router-dom': '7.18.5' }))).toBe('it does not share react-dom, so it would run its own copy');
    expect(incompatibility({ name: 'guide' })).toBe('its mf-manifest.json lists no shared packages');
  });
});
