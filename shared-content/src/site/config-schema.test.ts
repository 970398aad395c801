import { ConfigError, RemoteManifestSchema, SiteConfigSchema, parseConfig } from './config-schema';

const good = {
  remotes: {
    blog: { entry: 'http://localhost:3001/mf-manifest.json' },
    tools: { entry: 'https://tools.toolverse.example/v12/mf-manifest.json' },
    quizzes: { entry: 'http://localhost:3003/mf-manifest.json' },
    guide: { entry: 'http://localhost:3004/mf-manifest.json' },
  },
};

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the remote manifest', () => {
  it('accepts an absolute mf-manifest.json URL for every remote', () => {
    expect(parseConfig(RemoteManifestSchema, good, 'remotes.json')).toEqual(good);
  });

  it('names the file and the bad entry', () => {
    const bad = { remotes: { ...good.remotes, tools: { entry: 'tools.example/mf-manifest.json' } } };
    const message = errorOf(() => parseConfig(RemoteManifestSchema, bad, '/remotes.json'));
    expect(message).toContain('/remotes.json is invalid');
    expect(message).toContain('remotes.tools.entry');
    expect(message).not.toContain('remotes.blog');
  });

  it('rejects a missing remote, an unknown one and a non-manifest URL', () => {
    const { guide: _guide, ...withoutGuide } = good.remotes;
    expect(errorOf(() => parseConfig(RemoteManifestSchema, { remotes: withoutGuide }, 'm'))).toContain('remotes.guide');
    expect(
      errorOf(() => parseConfig(RemoteManifestSchema, { remotes: { ...good.remotes, shop: { entry: 'http://x/mf-manifest.json' } } }, 'm')),
    ).toContain('shop');
    expect(
      errorOf(() =>
        parseConfig(RemoteManifestSchema, { remotes: { ...good.remotes, blog: { entry: 'http://localhost:3001/remoteEntry.js' } } }, 'm'),
      ),
    ).toContain('remotes.blog.entry');
    expect(
      errorOf(() =>
        parseConfig(RemoteManifestSchema, { remotes: { ...good.remotes, blog: { entry: 'javascript:alert(1)//.json' } } }, 'm'),
      ),
    ).toContain('remotes.blog.entry');
  });
});

describe('the site config', () => {
  it('accepts an origin or an empty host (this site)', () => {
    expect(parseConfig(SiteConfigSchema, { newsletter: { host: 'https://news.example.com' } }, 's').newsletter.host).toBe(
      'https://news.example.com',
    );
    expect(parseConfig(SiteConfigSchema, { newsletter: { host: '' } }, 's').newsletter.host).toBe('');
  });

  it('rejects a host with a path or trailing slash, naming it', () => {
    expect(errorOf(() => parseConfig(SiteConfigSchema, { newsletter: { host: 'https://x.example/wp/' } }, 'site-config.json'))).toContain(
      'newsletter.host',
    );
  });

  it('rejects a social link that is not a URL', () => {
    expect(
      errorOf(() => parseConfig(SiteConfigSchema, { newsletter: { host: '' }, social: { twitter: '@toolverse' } }, 'site-config.json')),
    ).toContain('social.twitter');
  });
});
