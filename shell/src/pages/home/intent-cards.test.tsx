import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toastStore } from '@toolverse/contracts';
import { IntentCards } from './intent-cards';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe('the intent cards', () => {
  it('announce the journey for 3 s and open the matching directory preset', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route index element={<IntentCards />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: /Learn how to make money with AI tools/ }));
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      title: 'Starting your Learn how to make money with AI tools journey...',
      description: 'Preparing your personalized tool recommendations',
      duration: 3000,
    });
    expect(screen.getByRole('status')).toHaveTextContent('/tools/monetize');
  });
});
