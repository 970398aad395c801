import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATH, SERVICE_MESSAGES } from '../contract.js';
import { emailFromBody, maskEmail } from '../email.js';
import type { Guards } from '../http/guards.js';
import { pressedOnPage, readLinkBodies, sendButtonPage } from '../http/link-page.js';
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

/** What the pages of the links say and their buttons do. */
const CONFIRM_PAGE = {
  title: 'Confirm your subscription',
  heading: 'Confirm your subscription',
  explanation: 'Press the button to confirm that this address wants the Toolverse newsletter. Until you do, we send it nothing.',
  button: 'Confirm my subscription',
};
const UNSUBSCRIBE_PAGE = {
  title: 'Unsubscribe',
  heading: 'Unsubscribe from the Toolverse newsletter',
  explanation: 'Press the button and we send no more newsletters to this address.',
  button: 'Unsubscribe',
};

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
 * The links of the mails. A GET answers a page whose one button does the work (a GET changes
 * nothing: mail scanners open links); the button's POST does it and sends the reader on to the
 * site's page saying so. Doing it again is harmless. A bad link never tells whether an address is
 * subscribed.
 */
async function registerLinks(app: FastifyInstance, options: SubscriptionOptions): Promise<void> {
  const { store, secret, siteUrl } = options;
  const landing = (page: keyof typeof LANDING_PAGES) => new URL(LANDING_PAGES[page], siteUrl).href;
  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown>).token;
  const confirmOf = (request: FastifyRequest) => readConfirmToken(secret, tokenOf(request), options.confirmValidMs, options.now());
  const unsubscribeOf = (request: FastifyRequest) => readUnsubscribeToken(secret, tokenOf(request), options.now());

  await app.register(async (scope) => {
    readLinkBodies(scope);

    scope.get(CONFIRM_PATH, async (request, reply) => {
      const token = confirmOf(request);
      if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
      return sendButtonPage(reply, siteUrl, { ...CONFIRM_PAGE, path: CONFIRM_PATH, token: tokenOf(request) as string });
    });

    scope.post(CONFIRM_PATH, async (request, reply) => {
      const token = confirmOf(request);
      if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
      const outcome = await store.confirm(token.subscriberId, token.consentedAt);
      request.log.info({ outcome }, 'confirmed by the link page');
      return reply.redirect(landing(outcome), 303);
    });

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = unsubscribeOf(request);
      if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
      return sendButtonPage(reply, siteUrl, { ...UNSUBSCRIBE_PAGE, path: UNSUBSCRIBE_PATH, token: tokenOf(request) as string });
    });

    // The page's button, or RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click`
    // (form-encoded or multipart) to the List-Unsubscribe URL, and gets no redirect, as mail clients
    // do not follow a redirected POST reliably.
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = unsubscribeOf(request);
      const page = pressedOnPage(request.body);
      if (token.kind !== 'valid') {
        if (page) return reply.redirect(landing(token.kind), 303);
        return reply.code(400).send({ message: token.kind === 'expired' ? SERVICE_MESSAGES.expiredLink : SERVICE_MESSAGES.badLink });
      }
      await store.unsubscribe(token.subscriberId);
      request.log.info(page ? 'unsubscribed by the link page' : 'unsubscribed by one-click');
      if (page) return reply.redirect(landing('unsubscribed'), 303);
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
