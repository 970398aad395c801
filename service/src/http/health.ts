import type { FastifyInstance } from 'fastify';
import { SERVICE_MESSAGES } from '../contract.js';

/**
 * Whether the database takes writes, as /health tells a load balancer. The last write of a request
 * (a sign-up, a click) counts: a failing one makes /health fail until one succeeds, and a successful
 * one proves the database writable for `probeMs`. Past that, one probe write serves every caller,
 * so /health cannot load the database.
 */
export class WriteHealth {
  private failing = false;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private probe: Promise<void> | undefined;

  constructor(
    private readonly check: () => Promise<void>,
    private readonly probeMs: number,
    private readonly now: () => number,
  ) {}

  /** A request's write succeeded (true) or failed (false). */
  wrote(ok: boolean): void {
    this.failing = !ok;
    if (ok) this.lastWriteAt = this.now();
  }

  async writable(): Promise<void> {
    if (this.failing) throw new Error('the last sign-up could not be stored');
    if (this.now() - this.lastWriteAt < this.probeMs) return;
    this.probe ??= this.check().then(
      () => {
        this.lastWriteAt = this.now();
        this.probe = undefined;
      },
      (error: unknown) => {
        this.probe = undefined;
        throw error;
      },
    );
    await this.probe;
  }

  /** GET /health: 200 `{status: 'ok'}`, or 503 while the database does not take writes. */
  register(app: FastifyInstance): void {
    app.get('/health', async (request, reply) => {
      try {
        await this.writable();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'error', message: SERVICE_MESSAGES.unavailable });
      }
    });
  }
}
