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
    await userEvent.type(input, 'c');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(5);
    await userEvent.type(input, 'hrome');
    const titles = screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['7 Chrome Extensions That Save Me 15 Hours a Week', 'Best AI Chrome Extensions for Productivity in 2025 (Ranked &...']);
    expect(screen.getByRole('link', { name: /Ranked &\.\.\./ })).toHaveAttribute('href', '/blog/top-ai-chrome-extensions');
  });

  it("says 'No results found' when nothing matches", async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'xylophone');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { input, onClose } = renderSearch();
    await userEvent.type(input, 'logo');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '7 Best AI Logo Generators of 2025 (Free & Paid)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/best-ai-logo-generators');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the first result with Enter in the input, and closes with Escape', async () => {
    const { input, onClose } = renderSearch();
    await userEvent.type(input, 'dropshipping{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/ai-dropshipping-guide');
    onClose.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
