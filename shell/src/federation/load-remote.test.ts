import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, peekRemoteModule, LOAD_TIME_LIMIT_MS } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./runtime-config', () => ({
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

beforeEach(() => {
  load.mockReset();
  register.mockReset();
});

describe('loadRemoteModule', () => {
  it('registers the remote from the manifest and loads its exposed module', async () => {
    const routes = { routes: [] };
    load.mockResolvedValue(routes);
    await expect(loadRemoteModule('tools', './routes')).resolves.toBe(routes);
    expect(register).toHaveBeenCalledWith([{ name: 'tools', entry: 'http://localhost:3002/mf-manifest.json' }], { force: false });
    expect(load).toHaveBeenCalledWith('tools/routes');
    expect(peekRemoteModule('tools', './routes')).toBe(routes);
  });

  it('retries a failing remote with a clean registration, then succeeds', async () => {
    const routes = { routes: [] };
    load.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch')).mockResolvedValueOnce(routes);
    await expect(loadRemoteModule('blog', './routes')).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith([{ name: 'blog', entry: 'http://localhost:3001/mf-manifest.json' }], { force: true });
  });

  it('gives up after three attempts naming the remote and the cause, and tries afresh next time', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    await expect(loadRemoteModule('quizzes', './routes')).rejects.toThrow('Remote "quizzes" (./routes) could not be loaded: connection refused');
    expect(load).toHaveBeenCalledTimes(3);
    load.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('quizzes', './routes')).resolves.toEqual({ routes: [] });
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
