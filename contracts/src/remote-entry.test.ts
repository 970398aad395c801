import { remoteEntryOf } from './remote-entry';

const manifest = (remoteEntry: Record<string, string>, publicPath = 'auto') => ({
  metaData: { globalName: 'blog', publicPath, remoteEntry },
});

describe('remoteEntryOf', () => {
  it('finds the entry beside the manifest, in a release folder too', () => {
    expect(
      remoteEntryOf(
        manifest({ name: 'remoteEntry.js', path: '', type: 'global' }),
        'https://toolverse.example/_remotes/blog/releases/2026-11-23T10-00-00Z-abc1234/mf-manifest.json',
        ['https://toolverse.example'],
      ),
    ).toEqual({
      entry: 'https://toolverse.example/_remotes/blog/releases/2026-11-23T10-00-00Z-abc1234/remoteEntry.js',
      entryGlobalName: 'blog',
      type: 'global',
    });
    expect(
      remoteEntryOf(manifest({ name: 'remoteEntry.js', path: 'js/' }), 'http://localhost:3001/mf-manifest.json', ['http://localhost:3001'])
        .entry,
    ).toBe('http://localhost:3001/js/remoteEntry.js');
  });

  it('follows a public path the remote was built with, on an allowed origin', () => {
    expect(
      remoteEntryOf(manifest({ name: 'remoteEntry.js' }, 'https://cdn.example/blog/'), 'https://toolverse.example/remotes/blog.json', [
        'https://toolverse.example',
        'https://cdn.example',
      ]).entry,
    ).toBe('https://cdn.example/blog/remoteEntry.js');
  });

  it('refuses a public path on an origin that is not allowed, naming it', () => {
    const url = 'https://toolverse.example/_remotes/blog/mf-manifest.json';
    for (const publicPath of ['https://evil.example/', '//evil.example/x/', 'https://toolverse.example.evil.example/']) {
      expect(() => remoteEntryOf(manifest({ name: 'remoteEntry.js' }, publicPath), url, ['https://toolverse.example'])).toThrow(
        /puts the remote's entry on https:\/\/(toolverse\.example\.)?evil\.example, which is not an allowed origin \(https:\/\/toolverse\.example\)/,
      );
    }
    expect(() => remoteEntryOf(manifest({ name: 'remoteEntry.js' }, 'data:text/javascript,'), url, ['https://toolverse.example'])).toThrow(
      /has a public path that is not a URL/,
    );
    expect(() => remoteEntryOf(manifest({ name: 'data:text/javascript,alert(1)' }), url, ['https://toolverse.example'])).toThrow(
      /on data:, which is not an allowed origin/,
    );
    expect(() => remoteEntryOf(manifest({ name: 'https://evil.example/remoteEntry.js' }), url, ['https://toolverse.example'])).toThrow(
      /evil\.example, which is not an allowed origin/,
    );
  });

  it('says which manifest names no entry', () => {
    expect(() => remoteEntryOf({ shared: [] }, 'http://localhost:3001/mf-manifest.json', ['http://localhost:3001'])).toThrow(
      'http://localhost:3001/mf-manifest.json names no remote entry',
    );
  });
});
