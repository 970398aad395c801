import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATH, SERVICE_MESSAGES } from '../contract.js';
import { emailFromBody, maskEmail } from '../email.js';
import type { Guards } from '../http/guards.js';
import type { WriteHealth } from '../http/health.js';
import type { Mailer } from '../mail.js';
import { CONFIRM_PATH, LANDING_PAGES, UNSUBSCRIBE_PATH, readConfirmToken, readUnsubscribeToken } from './links.js';
import { MailOutbox } from './outbox.js';
import { signupSource } from './sources.js';
import type { SignupStore } from './store.js';

/** The spec's body is `{"email": "..."}`: 1 KB leaves room for any legal address and then some. */
export const BODY_LIMIT = 1024;

export interface SubscriptionOptions {
  store: SignupStore;
  mailer: Mailer;
  publicUrl: string;
  siteUrl: string;
  secret: string;
  confirmValidMs: number;
  pollMs?: number;
  retryBaseMs?: number;
  guards: Guards;
  health: WriteHealth;
  now: () => number;
}

/** POST of the sign-up form: every address takes the same path, one request queued and the same answer. */
function registerSignUp(app: FastifyInstance, options: SubscriptionOptions, outbox: MailOutbox): void {
  const { store, guards, health } = options;
  app.post(
    NEWSLETTER_PATH,
    {
      bodyLimit: BODY_LIMIT,
      // The rate limit comes first, so every attempt counts, refused ones included.
      onRequest: [...guards.limitRate, guards.refuseForeignOrigin, guards.requireJson],
    },
    async (request, reply) => {
      const email = emailFromBody(request.body);
      if (email === null) return reply.code(400).send({ message: NEWSLETTER_MESSAGES.invalid });
      const query = request.query as Record<string, unknown> | undefined;
      const source = signupSource(query?.source, request.headers['x-newsletter-source']);
      // What the request leads to is worked out after the answer has gone (outbox.ts), so its time tells nothing either.
      try {
        await store.add(email, source);
      } catch (error) {
        health.wrote(false);
        throw error;
      }
      health.wrote(true);
      request.log.info({ email: maskEmail(email), source }, 'sign-up request committed');
      reply.raw.once('close', () => setImmediate(() => outbox.wake()));
      return reply.code(200).send({ message: NEWSLETTER_MESSAGES.success });
    },
  );
}

/**
 * The links of the mails: each does its work and sends the reader on to the site's page saying so.
 * Opening one again is harmless. A bad link never tells whether an address is subscribed.
 */
async function registerLinks(app: FastifyInstance, options: SubscriptionOptions): Promise<void> {
  const { store, secret } = options;
  const landing = (page: keyof typeof LANDING_PAGES) => new URL(LANDING_PAGES[page], options.siteUrl).href;
  const tokenOf = (query: unknown) => (query as Record<string, unknown>).token;

  app.get(CONFIRM_PATH, async (request, reply) => {
    const token = readConfirmToken(secret, tokenOf(request.query), options.confirmValidMs, options.now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const outcome = await store.confirm(token.subscriberId, token.consentedAt);
    request.log.info({ outcome }, 'confirmation link opened');
    return reply.redirect(landing(outcome), 303);
  });

  await app.register(async (scope) => {
    // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or
    // multipart) to the List-Unsubscribe URL; the token in the URL is what counts, so any body is read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, _body, done) => done(null, undefined));

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const subscriberId = readUnsubscribeToken(secret, tokenOf(request.query));
      if (subscriberId === null) return reply.redirect(landing('invalid'), 303);
      await store.unsubscribe(subscriberId);
      request.log.info('unsubscribed by link');
      return reply.redirect(landing('unsubscribed'), 303);
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const subscriberId = readUnsubscribeToken(secret, tokenOf(request.query));
      if (subscriberId === null) return reply.code(400).send({ message: SERVICE_MESSAGES.badLink });
      await store.unsubscribe(subscriberId);
      request.log.info('unsubscribed by one-click');
      // No redirect: RFC 8058 asks for none, as mail clients do not follow a redirected POST reliably.
      return reply.code(200).send({ message: SERVICE_MESSAGES.unsubscribed });
    });
  });
}

/** Newsletter sign-ups: the form's POST, the links of the confirmation mail, and the outbox that sends it. */
export async function registerSubscriptions(app: FastifyInstance, options: SubscriptionOptions): Promise<MailOutbox> {
  const outbox = new MailOutbox({
    store: options.store,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    secret: options.secret,
    confirmValidMs: options.confirmValidMs,
    log: app.log,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    ...(options.retryBaseMs === undefined ? {} : { retryBaseMs: options.retryBaseMs }),
  });
  registerSignUp(app, options, outbox);
  await registerLinks(app, options);
  return outbox;
}
