import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('says so, logs the bad path and offers the five ways out', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/tools/teleporter']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tool not found in this dimension');
    expect(warn).toHaveBeenCalledWith('404: no page at /tools/teleporter');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/guide', '/blog', '/tools', '/quizzes']);
    warn.mockRestore();
  });
});

describe('ErrorPage', () => {
  it('shows the status of a failed response', () => {
    render(<ErrorPage error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('503 Service Unavailable');
  });

  it('shows the message of an error', () => {
    render(<ErrorPage error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cannot read properties of undefined');
  });
});
