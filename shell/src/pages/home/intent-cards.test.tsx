import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ISLAND_INNER_ATTRIBUTES, NEXT_PAGE_TOAST_KEY, navigation } from '@toolverse/contracts';
import { IntentCards } from './intent-cards';

describe('the intent cards', () => {
  it('are links to the directory presets that announce the journey for 3 s on the page they open', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
    try {
      render(<IntentCards />);
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tools/automation', '/tools/trending', '/tools/monetize']);
      // A click before the island has mounted is held by the page's loader and done after.
      expect(links.every((link) => link.hasAttribute(ISLAND_INNER_ATTRIBUTES.replay))).toBe(true);
      await userEvent.click(screen.getByRole('link', { name: /Learn how to make money with AI tools/ }));
      expect(assign).toHaveBeenCalledWith('http://localhost/tools/monetize');
      expect(JSON.parse(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY) ?? 'null')).toEqual({
        title: 'Starting your Learn how to make money with AI tools journey...',
        description: 'Preparing your personalized tool recommendations',
        duration: 3000,
      });
    } finally {
      assign.mockRestore();
      sessionStorage.clear();
    }
  });
});
