import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconTooltip, TooltipGroup, loadTooltips } from './icon-tooltip';

function Controls() {
  return (
    <TooltipGroup>
      <IconTooltip label="Search articles">
        <button type="button" aria-label="Search articles">
          S
        </button>
      </IconTooltip>
      <IconTooltip label="Open menu">
        <button type="button" aria-label="Open menu">
          M
        </button>
      </IconTooltip>
    </TooltipGroup>
  );
}

describe('icon tooltips', () => {
  // Loaded up front, as a reader's first mouse move does.
  beforeAll(() => loadTooltips());
  afterEach(() => jest.useRealTimers());

  // The 300 ms skip delay is Radix's Provider state (TOOLTIP_SKIP_DELAY_MS); jsdom's zero-size
  // layout keeps Radix's hover grace area from closing a tooltip, so it is not exercised here.
  it('open 700 ms after the pointer rests on a control, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Controls />);
    await user.hover(screen.getByRole('button', { name: 'Search articles' }));
    act(() => jest.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Search articles');
  });

  it('opens on keyboard focus and keeps the control its name and focus', async () => {
    const user = userEvent.setup();
    render(<Controls />);
    await user.tab();
    const search = screen.getByRole('button', { name: 'Search articles' });
    expect(search).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Search articles');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });
});
