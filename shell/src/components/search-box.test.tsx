import { render, screen, within } from '@testing-library/react';
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
    const matches = () => within(screen.getByRole('list', { name: 'Matching articles' })).getAllByRole('link');
    expect(matches()).toHaveLength(4);
    await userEvent.type(input, 'ols');
    const titles = matches().map((link) => link.textContent);
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

  it('ends with a link that searches everything for the query, also when no title matches', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, '  zapier ');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    const everything = screen.getByRole('link', { name: 'Search everything for \u2018zapier\u2019' });
    expect(everything).toHaveAttribute('href', '/search?q=zapier');
    await userEvent.keyboard('{ArrowDown}');
    expect(everything).toHaveFocus();
  });

  it('is a GET form to the search page, so Enter without a matching title searches everything', () => {
    const { input } = renderSearch();
    const { form } = input as HTMLInputElement;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
  });

  it('opens the first result with Enter in the input', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'jasper{Enter}');
    expect(assign).toHaveBeenCalledWith('/blog/jasper-or-copy-ai');
  });
});
