import { subscribe } from './subscribe';

const HOST = 'https://news.example.com';

function answer(status: number, body: string) {
  return jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('subscribe', () => {
  it('names the form it came from in the query, leaving the body as the spec has it', async () => {
    const fetchImpl = answer(200, '{}');
    await subscribe('reader@example.com', HOST, fetchImpl, 'tools');
    expect(fetchImpl).toHaveBeenCalledWith(
      `${HOST}/wp/wp-json/custom/v1/insert-email?source=tools`,
      expect.objectContaining({ body: '{"email":"reader@example.com"}' }),
    );
  });

  it('posts {email} as JSON to the insert-email path and reports success without reading the body', async () => {
    const fetchImpl = answer(200, 'not json at all');
    await expect(subscribe('reader@example.com', HOST, fetchImpl)).resolves.toEqual({ ok: true, message: 'Email submitted successfully!' });
    expect(fetchImpl).toHaveBeenCalledWith(`${HOST}/wp/wp-json/custom/v1/insert-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com' }),
    });
  });

  it.each(['plainaddress', 'no-at.example.com', 'a@b', 'a b@c.d', ''])('sends nothing for the invalid address %p', async (email) => {
    const fetchImpl = answer(200, '{}');
    await expect(subscribe(email, HOST, fetchImpl)).resolves.toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("shows the server's message for a non-ok answer", async () => {
    await expect(subscribe('a@b.co', HOST, answer(429, '{"message":"Too many sign-ups, try again in a minute."}'))).resolves.toEqual({
      ok: false,
      message: 'Too many sign-ups, try again in a minute.',
    });
  });

  it("falls back to 'Failed to submit email.' when a non-ok answer has no message", async () => {
    await expect(subscribe('a@b.co', HOST, answer(500, '<html>oops</html>'))).resolves.toEqual({
      ok: false,
      message: 'Failed to submit email.',
    });
    await expect(subscribe('a@b.co', HOST, answer(400, '{"error":1}'))).resolves.toEqual({ ok: false, message: 'Failed to submit email.' });
  });

  it("says 'An error occurred.' and logs when the network fails", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(subscribe('a@b.co', HOST, fetchImpl)).resolves.toEqual({ ok: false, message: 'An error occurred.' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
