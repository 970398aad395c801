import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { GuidePage } from './guide-page';

describe('GuidePage', () => {
  it('offers the four paths and opens the chosen one', async () => {
    render(
      <MemoryRouter initialEntries={['/guide']}>
        <GuidePage />
      </MemoryRouter>,
    );
    const choices = screen.getAllByRole('link');
    expect(choices.map((link) => link.getAttribute('href'))).toEqual(['/guide#automate', '/guide#sidehustle', '/guide#create', '/guide#expert']);
    await userEvent.click(choices[1]!);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Start a Side Hustle');
    await userEvent.click(screen.getByRole('link', { name: 'Explore a Different Path' }));
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('opens a path directly from /guide#{path}', () => {
    render(
      <MemoryRouter initialEntries={['/guide#expert']}>
        <GuidePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Become an AI Expert');
  });
});
