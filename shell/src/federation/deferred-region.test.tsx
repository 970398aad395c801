import { act, render, screen, waitFor } from '@testing-library/react';
import { DeferredRemoteRegion } from './deferred-region';
import { markHydrating } from '@toolverse/contracts';
import { loadRemoteModule, peekRemoteModule } from './load-remote';

jest.mock('./load-remote', () => ({
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(() => undefined),
  peekRemoteFailure: jest.fn(() => undefined),
}));
const load = loadRemoteModule as jest.Mock;
const peek = peekRemoteModule as jest.Mock;

interface Widget {
  message: string;
}

const region = () => (
  <DeferredRemoteRegion<Widget> id="finder" remote="quizzes" module="./ToolFinder" size="widget">
    {(mod) => <p>{mod.message}</p>}
  </DeferredRemoteRegion>
);

describe('DeferredRemoteRegion', () => {
  beforeEach(() => {
    load.mockReset();
    peek.mockReset();
  });

  it('on a page rendered afresh, is an ordinary region even if old server HTML is still there', async () => {
    const stale = document.createElement('div');
    stale.id = 'finder';
    stale.innerHTML = '<p>stale server HTML</p>';
    document.body.append(stale);
    load.mockResolvedValue({ message: 'live finder' });
    render(region());
    expect(screen.getByText('Loading the quizzes…')).toBeInTheDocument();
    expect(await screen.findByText('live finder')).toBeInTheDocument();
    stale.remove();
  });

  it('while hydrating prerendered HTML, keeps it until the remote has loaded, then shows the live widget', async () => {
    markHydrating();
    document.body.insertAdjacentHTML('beforeend', '<div id="finder"><p>server HTML</p></div>');
    let resolve: (value: Widget) => void = () => {};
    load.mockReturnValue(new Promise<Widget>((done) => (resolve = done)));
    render(region());
    // Kept: no skeleton, nothing rendered in its place yet.
    expect(screen.queryByText('Loading the quizzes…')).toBeNull();
    await waitFor(() => expect(load).toHaveBeenCalledWith('quizzes', './ToolFinder'));
    peek.mockReturnValue({ message: 'live finder' });
    await act(async () => resolve({ message: 'live finder' }));
    expect(await screen.findByText('live finder')).toBeInTheDocument();
  });
});
