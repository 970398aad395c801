import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { navigation } from '@toolverse/contracts';
import { IslandRouter } from './island-router';

function Filters() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output>{`${pathname}${search}`}</output>
      <button type="button" onClick={() => setParams({ category: 'video' })}>
        Video
      </button>
      <button type="button" onClick={() => void navigate('/tools/chatgpt')}>
        ChatGPT
      </button>
      <p>{`category: ${params.get('category') ?? 'all'}`}</p>
    </div>
  );
}

describe('IslandRouter', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState(null, '', '/tools');
    assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('keeps state of this page in the URL in place, and follows Back', async () => {
    render(
      <IslandRouter serverUrl="/tools">
        <Filters />
      </IslandRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(window.location.pathname + window.location.search).toBe('/tools?category=video');
    expect(screen.getByText('category: video')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      window.history.replaceState(null, '', '/tools');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('category: all')).toBeInTheDocument();
  });

  it('adds no history entry for the URL already shown, so Back leaves the view', async () => {
    render(
      <IslandRouter serverUrl="/tools">
        <Filters />
      </IslandRouter>,
    );
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(window.history.length).toBe(entries + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.search).toBe('?category=video');
  });

  it('loads another page as a document: every page has HTML of its own', async () => {
    render(
      <IslandRouter serverUrl="/tools">
        <Filters />
      </IslandRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ChatGPT' }));
    expect(assign).toHaveBeenCalledWith('http://localhost/tools/chatgpt');
    expect(window.location.pathname).toBe('/tools');
  });

  it('hydrates at the URL the server rendered, then takes the URL the reader opened', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticRouter location="/tools?category=seo">
        <Filters />
      </StaticRouter>,
    );
    document.body.append(container);
    window.history.replaceState(null, '', '/tools?category=seo&q=zap');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(
          container,
          <IslandRouter serverUrl="/tools?category=seo">
            <Filters />
          </IslandRouter>,
        );
      });
      await waitFor(() => expect(container.querySelector('output')).toHaveTextContent('/tools?category=seo&q=zap'));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
