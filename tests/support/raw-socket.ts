import net from 'node:net';

export interface RawExchange {
  /** Every byte the server sent, as text. */
  text: string;
  /** How long after connecting the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Sends bytes exactly as given over a plain TCP connection (a request an HTTP client would refuse to
 * send: cut short, malformed, oversized) and resolves what came back once the server closes the
 * connection. Rejects when the server keeps it open past `limitMs`: the servers under test promise to
 * close it sooner.
 */
export function rawExchange(port: number, bytes: string, limitMs = 8_000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    // A limit on the server, not a wait: the connection's close settles the promise first.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limitMs} ms; got: ${text}`));
    }, limitMs).unref();
  });
}

/** The body of a raw HTTP answer, read as JSON. */
export function jsonBodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}
