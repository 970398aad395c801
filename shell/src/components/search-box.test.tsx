import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTitleSearch } from '../title-search/title-search';
import { SearchBox } from './search-box';

const open = jest.fn<void, [string]>();

/** The box as the server writes it, taken over by the title search as the page's script does. */
function renderSearch() {
  render(<SearchBox />);
  const input = screen.getByPlaceholderText<HTMLInputElement>('Search blog titles...');
  startTitleSearch(input.form!, open);
  return { input };
}

describe('SearchBox and its title search', () => {
  beforeEach(() => open.mockReset());

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
    expect(open).toHaveBeenCalledWith('/blog/jasper-or-copy-ai');
  });

  it('lists the titles for what was typed before its script arrived', () => {
    render(<SearchBox />);
    const input = screen.getByPlaceholderText<HTMLInputElement>('Search blog titles...');
    input.value = 'canva';
    startTitleSearch(input.form!, open);
    expect(screen.getByRole('link', { name: 'Social Graphics in Canva with AI Help' })).toBeVisible();
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('hides the results again when the input is emptied', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'ai');
    expect(screen.getByRole('list', { name: 'Matching articles' })).toBeVisible();
    await userEvent.clear(input);
    expect(screen.queryByRole('list', { name: 'Matching articles' })).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-controls');
  });
});
