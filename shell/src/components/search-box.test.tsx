import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from './search-box';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch(onClose = jest.fn()) {
  render(
    <MemoryRouter>
      <SearchBox onClose={onClose} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, input: screen.getByPlaceholderText('Search blog titles...') };
}

describe('SearchBox', () => {
  it('is focused on open and shows nothing until something is typed', () => {
    const { input } = renderSearch();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists matching titles from the first character, cut to 10 words', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'o');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    await userEvent.type(input, 'ols');
    const titles = screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['3 AI Tools for a Quieter Inbox', 'From Meeting Notes to Tasks with 2 AI Tools and...']);
    expect(screen.getByRole('link', { name: /and\.\.\./ })).toHaveAttribute('href', '/blog/meeting-notes-to-tasks');
  });

  it("says 'No results found' when nothing matches", async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'xylophone');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { input, onClose } = renderSearch();
    await userEvent.type(input, 'canva');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Social Graphics in Canva with AI Help' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/design-with-canva');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the first result with Enter in the input, and closes with Escape', async () => {
    const { input, onClose } = renderSearch();
    await userEvent.type(input, 'jasper{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/jasper-or-copy-ai');
    onClose.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
