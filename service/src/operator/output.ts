import { once } from 'node:events';

/** Writes to a stream, waiting whenever it asks to (a large export piped to a slow reader). */
export async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}
