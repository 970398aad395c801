// Ports nobody listens on, for the bench's two sites.
import net from 'node:net';

function free(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const allFree = async (ports: number[]) => {
  for (const port of ports) if (!(await free(port, '127.0.0.1')) || !(await free(port, '::1'))) return false;
  return true;
};

/**
 * A first port from which `span` ports in a row are free, trying `from` and then every 100 above.
 * The ports are checked, not reserved: another program could take one before the bench does.
 */
export async function freePortBase(from: number, span: number): Promise<number> {
  for (let base = from; base + span < 60_000; base += 100) {
    if (await allFree(Array.from({ length: span }, (_, offset) => base + offset))) return base;
  }
  throw new Error(`no ${span} free ports in a row from ${from}`);
}

export async function checkFree(base: number, span: number): Promise<void> {
  if (!(await allFree(Array.from({ length: span }, (_, offset) => base + offset))))
    throw new Error(`--port ${base}: ports ${base}-${base + span - 1} are not all free`);
}
