import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@toolverse/contracts';
import { SearchBox } from './search-box';

function renderSearch() {
  render(<SearchBox />);
  return { input: screen.getByPlaceholderText('Search blog titles...') };
}

describe('SearchBox', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('takes the focus and shows nothing until something is typed', () => {
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

  it('moves through results with the arrow keys; a result is a link to the article', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'canva');
    await userEvent.keyboard('{ArrowDown}');
    const result = screen.getByRole('link', { name: 'Social Graphics in Canva with AI Help' });
    expect(result).toHaveFocus();
    expect(result).toHaveAttribute('href', '/blog/design-with-canva');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
  });

  it('opens the first result with Enter in the input', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'jasper{Enter}');
    expect(assign).toHaveBeenCalledWith('/blog/jasper-or-copy-ai');
  });
});
