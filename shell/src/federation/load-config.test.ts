import { ConfigError } from '@toolverse/shared-content/site/config-schema';
import { checkRemoteManifest, checkSiteConfig } from './load-config';

const remotes = {
  blog: { entry: 'http://localhost:3001/mf-manifest.json' },
  tools: { entry: 'https://tools.toolverse.example/v12/mf-manifest.json' },
  quizzes: { entry: 'http://localhost:3003/mf-manifest.json' },
  guide: { entry: 'http://localhost:3004/mf-manifest.json' },
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

const badManifests: [string, unknown, string][] = [
  ['not an object', [], '(top level)'],
  ['no remotes', { blog: remotes.blog }, '(top level)'],
  ['a remote left out', { remotes: { blog: remotes.blog, tools: remotes.tools, quizzes: remotes.quizzes } }, 'remotes.guide'],
  ['an entry that is not a string', { remotes: { ...remotes, blog: { entry: 42 } } }, 'remotes.blog.entry'],
  ['a relative entry', { remotes: { ...remotes, tools: { entry: 'tools.example/mf-manifest.json' } } }, 'remotes.tools.entry'],
  [
    'an entry that is no manifest',
    { remotes: { ...remotes, quizzes: { entry: 'https://cdn.example/remoteEntry.js' } } },
    'remotes.quizzes.entry',
  ],
  ['a javascript: entry', { remotes: { ...remotes, guide: { entry: 'javascript:alert(1)//.json' } } }, 'remotes.guide.entry'],
];

const badSiteConfigs: [string, unknown, string][] = [
  ['no newsletter', {}, 'newsletter'],
  ['a host with a path', { newsletter: { host: 'https://news.example.com/wp' } }, 'newsletter.host'],
  ['a host that is no URL', { newsletter: { host: 'news' } }, 'newsletter.host'],
  ['social that is not an object', { newsletter: { host: '' }, social: 'x' }, 'social'],
  ['a javascript: social link', { newsletter: { host: '' }, social: { twitter: 'javascript:alert(1)' } }, 'social.twitter'],
];

describe("the browser's check of remotes.json", () => {
  it('takes a manifest with every remote', () => {
    expect(checkRemoteManifest({ remotes }, '/remotes.json')).toEqual({ remotes });
  });

  it.each(badManifests)('refuses %s, naming the file and the entry', (_, value, where) => {
    const message = errorOf(() => checkRemoteManifest(value, '/remotes.json'));
    expect(message).toContain('/remotes.json is invalid');
    expect(message).toContain(where);
  });

  it('says what the bad entry holds', () => {
    const message = errorOf(() => checkRemoteManifest({ remotes: { ...remotes, blog: { entry: 42 } } }, '/remotes.json'));
    expect(message).toContain('remotes.blog.entry: must be an absolute http(s) URL');
    expect(message).toContain('got 42');
  });
});

describe("the browser's check of site-config.json", () => {
  it('takes this site ("") or an origin, with or without social links', () => {
    const configs = [
      { newsletter: { host: '' } },
      { newsletter: { host: 'https://news.example.com' }, social: { twitter: 'https://x.com/toolverse' } },
    ];
    for (const config of configs) expect(checkSiteConfig(config, '/site-config.json')).toEqual(config);
  });

  it.each(badSiteConfigs)('refuses %s, naming the file and the entry', (_, value, where) => {
    const message = errorOf(() => checkSiteConfig(value, '/site-config.json'));
    expect(message).toContain('/site-config.json is invalid');
    expect(message).toContain(where);
  });
});
