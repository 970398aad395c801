import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from '@toolverse/contracts';
import { loadRemoteModule, LOAD_TIME_LIMIT_MS } from './load-remote';
import { setRemoteLoadReporter, type RemoteLoadEvent } from './telemetry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ version: '2.9.2' }),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./load-config', () => ({
  loadRemoteManifest: async () => ({
    remotes: {
      blog: { entry: 'http://localhost:3001/mf-manifest.json' },
      tools: { entry: 'http://localhost:3002/mf-manifest.json' },
      quizzes: { entry: 'http://localhost:3003/mf-manifest.json' },
      guide: { entry: 'http://localhost:3004/mf-manifest.json' },
    },
  }),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const NAME_BY_PORT: Record<string, string> = { 3001: 'blog', 3002: 'tools', 3003: 'quizzes', 3004: 'guide' };

/** What a remote's mf-manifest.json says: its entry script beside it, and what it shares. */
function manifestSharing(react: string, contracts = CONTRACTS_VERSION, publicPath = 'auto') {
  return jest.fn(async (url: string) =>
    Response.json({
      metaData: {
        pluginVersion: '2.9.2',
        globalName: NAME_BY_PORT[new URL(url).port],
        publicPath,
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      },
      shared: [
        { name: 'react', version: react },
        { name: 'react-dom', version: react },
        { name: 'react-router-dom', version: '7.18.5' },
        { name: '@toolverse/contracts', version: contracts },
      ],
    }),
  );
}

const reports: RemoteLoadEvent[] = [];

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  global.fetch = manifestSharing('19.3.1') as unknown as typeof fetch;
  reports.length = 0;
  setRemoteLoadReporter((event) => reports.push(event));
});

describe('loadRemoteModule', () => {
  it('registers the remote from the manifest and loads its exposed module', async () => {
    const routes = { routes: [] };
    load.mockResolvedValue(routes);
    await expect(loadRemoteModule('tools', './routes')).resolves.toBe(routes);
    // Registered by its entry script, read from the manifest: the runtime fetches no manifest itself.
    expect(register).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://localhost:3002/remoteEntry.js', entryGlobalName: 'tools', type: 'global' }],
      { force: false },
    );
    expect(load).toHaveBeenCalledWith('tools/routes');
    // Loaded once: a second island of the same module gets it at once.
    await expect(loadRemoteModule('tools', './routes')).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refuses a manifest whose public path puts the remote's entry on another origin, before running any of its code", async () => {
    global.fetch = manifestSharing('19.3.1', CONTRACTS_VERSION, 'https://cdn.attacker.example/') as unknown as typeof fetch;
    load.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('guide', './PathView')).rejects.toThrow(
      /Remote "guide" \(\.\/PathView\) could not be loaded: .*puts the remote's entry on https:\/\/cdn\.attacker\.example, which is not an allowed origin/,
    );
    expect(register).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('retries a failing remote with a clean registration, then succeeds', async () => {
    const routes = { routes: [] };
    load.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch')).mockResolvedValueOnce(routes);
    await expect(loadRemoteModule('blog', './routes')).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'blog', entry: 'http://localhost:3001/remoteEntry.js', entryGlobalName: 'blog', type: 'global' }],
      { force: true },
    );
  });

  it('gives up after three attempts naming the remote and the cause, and tries afresh next time', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    await expect(loadRemoteModule('quizzes', './routes')).rejects.toThrow(
      'Remote "quizzes" (./routes) could not be loaded: connection refused',
    );
    expect(load).toHaveBeenCalledTimes(3);
    load.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('quizzes', './routes')).resolves.toEqual({ routes: [] });
  });

  it('refuses a remote built against another React major at once, saying so, before running any of its code', async () => {
    global.fetch = manifestSharing('18.3.1') as unknown as typeof fetch;
    load.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('guide', './routes')).rejects.toThrow(
      'Remote "guide" (./routes) could not be loaded: it was built against react 18.3.1, and the shell runs react ^19.3.1',
    );
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a remote built against another major of the contract, naming the remote and both versions', async () => {
    const [major] = CONTRACTS_VERSION.split('.');
    const next = `${Number(major) + 1}.0.0`;
    global.fetch = manifestSharing('19.3.1', next) as unknown as typeof fetch;
    load.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('guide', './routes')).rejects.toThrow(
      `Remote "guide" (./routes) could not be loaded: it was built against @toolverse/contracts ${next}, and the shell runs @toolverse/contracts ${CONTRACTS_VERSION} (another major)`,
    );
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('runs a remote built against a newer minor of the contract, with one warning naming it', async () => {
    const [major, minor] = CONTRACTS_VERSION.split('.');
    const newer = `${major}.${Number(minor) + 1}.0`;
    global.fetch = manifestSharing('19.3.1', newer) as unknown as typeof fetch;
    const routes = { routes: [] };
    load.mockResolvedValue(routes);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // A fresh loader: the remotes the tests above registered are checked only when first registered.
      await jest.isolateModulesAsync(async () => {
        const { loadRemoteModule: freshLoad } = await import('./load-remote');
        await expect(freshLoad('tools', './routes')).resolves.toBe(routes);
        await expect(freshLoad('tools', './Widget')).resolves.toBe(routes);
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toBe(
        `Remote "tools" runs with a warning: it was built against @toolverse/contracts ${newer}, newer than the shell's ${CONTRACTS_VERSION}: what the contract added since ${major}.${minor} is missing until the shell is rebuilt`,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('reads the manifest before the federation runtime registers or loads the remote', async () => {
    const order: string[] = [];
    global.fetch = jest.fn(async () => {
      order.push('manifest');
      return Response.json({
        metaData: { pluginVersion: '2.9.2', globalName: 'guide', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
        shared: [
          ...['react', 'react-dom', 'react-router-dom'].map((name) => ({
            name,
            version: name === 'react-router-dom' ? '7.18.5' : '19.3.1',
          })),
          { name: '@toolverse/contracts', version: CONTRACTS_VERSION },
        ],
      });
    }) as unknown as typeof fetch;
    register.mockImplementation(() => order.push('register'));
    load.mockImplementation(async () => {
      order.push('load');
      return { routes: [] };
    });
    // The guide: the one remote the tests above leave unregistered (it was refused).
    await loadRemoteModule('guide', './Widget');
    expect(order).toEqual(['manifest', 'register', 'load']);
  });

  it('reports each load, its time and attempts, to the reporter', async () => {
    load.mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce({ routes: [] });
    await loadRemoteModule('tools', './FeaturedThing');
    expect(reports).toEqual([
      { remote: 'tools', module: './FeaturedThing', outcome: 'loaded', attempts: 2, durationMs: expect.any(Number) },
    ]);
    load.mockRejectedValue(new Error('gone'));
    await expect(loadRemoteModule('blog', './Other')).rejects.toThrow();
    expect(reports[1]).toMatchObject({ remote: 'blog', module: './Other', outcome: 'failed', attempts: 3, error: 'gone' });
  });

  it('stops waiting for a remote that does not answer within the time limit', async () => {
    jest.useFakeTimers();
    load.mockImplementation(() => new Promise(() => {}));
    const outcome = loadRemoteModule('guide', './routes');
    const assertion = expect(outcome).rejects.toThrow(/Remote "guide".*no answer within/);
    await jest.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS + 10);
    await assertion;
    jest.useRealTimers();
  });
});
