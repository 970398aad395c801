import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule } from './load-remote';
import { RemoteRegion } from './remote-region';

jest.mock('./load-remote', () => ({
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(() => undefined),
  peekRemoteFailure: jest.fn(() => undefined),
}));
const load = loadRemoteModule as jest.Mock;

interface Widget {
  message: string;
}

function Boom(): never {
  throw new Error('render exploded');
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRegion', () => {
  it('holds the space with a skeleton, then renders the remote inside its scoped region', async () => {
    load.mockResolvedValue({ message: 'hello from tools' });
    render(
      <RemoteRegion<Widget> remote="tools" module="./routes">
        {(mod) => <p>{mod.message}</p>}
      </RemoteRegion>,
    );
    expect(screen.getByText('Loading The Arsenal…')).toBeInTheDocument();
    // Inside the remote's scoped region, where its styles apply.
    expect(await screen.findByText('hello from tools', { selector: '[data-remote="tools"] p' })).toBeInTheDocument();
  });

  it('shows the fallback with Retry when loading fails, logs the cause, and Retry recovers', async () => {
    load.mockRejectedValueOnce(new Error('Remote "tools" (./routes) could not be loaded: connection refused'));
    render(
      <RemoteRegion<Widget> remote="tools" module="./routes">
        {(mod) => <p>{mod.message}</p>}
      </RemoteRegion>,
    );
    expect(await screen.findByRole('heading', { name: "The Arsenal can't be reached right now" })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Remote "tools" (./routes) could not be loaded: connection refused');
    load.mockResolvedValueOnce({ message: 'back again' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({ message: 'x' });
    render(
      <div>
        <p>the rest of the page</p>
        <RemoteRegion<Widget> remote="blog" module="./routes">
          {() => <Boom />}
        </RemoteRegion>
      </div>,
    );
    expect(await screen.findByRole('heading', { name: "The blog can't be reached right now" })).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  });

  it('refuses a module of the wrong shape', async () => {
    load.mockResolvedValue({ nothing: true });
    render(
      <RemoteRegion<Widget> remote="guide" module="./routes" validate={() => './routes does not export a routes array'}>
        {(mod) => <p>{mod.message}</p>}
      </RemoteRegion>,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Remote "guide" is incompatible with this shell: ./routes does not export a routes array');
  });
});
