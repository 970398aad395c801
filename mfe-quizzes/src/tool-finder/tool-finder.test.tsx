import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toastStore } from '@toolverse/contracts';
import { FINDER_RESET_MS, ToolFinder } from './tool-finder';

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <ToolFinder />
    </MemoryRouter>,
  );
  const options = () => within(screen.getByRole('group')).getAllByRole('button');
  return { user, options };
}

describe('ToolFinder', () => {
  afterEach(() => jest.useRealTimers());

  it('asks three questions, then toasts, recommends three tools and starts over after 2 s', async () => {
    const { user, options } = setup();
    expect(screen.getByRole('heading', { name: "What's your primary goal with AI tools?" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create better content' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    // The next question takes the focus, for keyboard and screen-reader users.
    expect(screen.getByRole('heading', { name: 'What type of creator are you?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Video/audio creator' }));
    await user.click(screen.getByRole('button', { name: 'Free tools only' }));

    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      title: 'Finding perfect tools for you!',
      description: 'Your personalized tool recommendations are ready.',
      duration: 3000,
    });
    expect(screen.getByRole('heading', { name: 'Your recommended tools' })).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getAllByText('100% match · 3 of your 3 answers')).toHaveLength(3);
    // Free tools only: every price block starts with the free plan, and links the vendor's pricing page.
    const prices = screen.getAllByRole('link', { name: /^Current prices on / });
    expect(prices).toHaveLength(3);
    const blocks = screen.getAllByText((_, element) => element?.hasAttribute('data-price-status') ?? false);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toHaveTextContent(/^Free( plan)?\b/);
    expect(options().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    act(() => jest.advanceTimersByTime(FINDER_RESET_MS));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(options().filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
    // The recommendations stay until the next round.
    expect(screen.getAllByText(/^\d+% match · /)).toHaveLength(3);
  });

  it('skips a question, wrapping from the last to the first', async () => {
    const { user } = setup();
    const skip = screen.getByRole('button', { name: 'Skip this question' });
    await user.click(skip);
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    await user.click(skip);
    await user.click(skip);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });
});
