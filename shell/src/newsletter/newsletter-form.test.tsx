import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toastStore } from '@toolverse/contracts';
import { NewsletterForm } from './newsletter-form';

jest.mock('../federation/load-config', () => ({
  loadSiteConfig: async () => ({ newsletter: { host: 'https://news.example.com' } }),
}));

function renderForm() {
  render(
    <MemoryRouter>
      <NewsletterForm source="footer" />
    </MemoryRouter>,
  );
  return { input: screen.getByLabelText('Email address') as HTMLInputElement, button: screen.getByRole('button', { name: 'Subscribe' }) };
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const record of toastStore.getSnapshot()) toastStore.dismiss(record.id);
});

describe('NewsletterForm', () => {
  it('rejects an invalid address without a request, announces it and clears the input', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch' as never);
    const { input, button } = renderForm();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.'));
    expect(input.value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' while waiting, then success, a toast and an empty input", async () => {
    let finish: (response: Response) => void = () => {};
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { input, button } = renderForm();
    await userEvent.type(input, 'reader@example.com');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(input.value).toBe('');
    finish(new Response('{}', { status: 200 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email submitted successfully!'));
    await waitFor(() => expect(toastStore.getSnapshot().map((record) => record.title)).toContain('Email submitted successfully!'));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's error message", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"That address cannot receive mail."}', { status: 400 }));
    const { input, button } = renderForm();
    await userEvent.type(input, 'reader@example.com');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That address cannot receive mail.'));
    expect(input.value).toBe('');
  });
});
