import type { FastifyInstance, FastifyReply } from 'fastify';
import { document, escapeHtml } from '../operator/page.js';

/**
 * The pages the service answers to the signed links of its mails. A GET never changes anything: mail
 * gateways and scanners open every link of a mail on delivery, so a link that confirmed or
 * unsubscribed on GET would do it for the reader. The GET answers a page with one button; the
 * button's POST does the work.
 */

/** What the page's form posts beside the button, so its POST is told from a mail client's RFC 8058 one-click. */
const PAGE_FIELD = 'via';
const PAGE_VALUE = 'page';

/**
 * No script, no frame, no referrer (the URL holds the token). `form-action` names the site's origin
 * beside 'self' because browsers check it on the redirect that follows a form's POST too, and the
 * POST lands on the site's page.
 */
export function linkPageCsp(siteUrl: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(siteUrl).origin}; frame-ancestors 'none'`;
}

/** Sends one of the link pages (`body` is HTML the caller has escaped). */
export function sendLinkPage(reply: FastifyReply, siteUrl: string, title: string, body: string, status = 200): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', linkPageCsp(siteUrl))
      .header('referrer-policy', 'no-referrer')
      // A page reached by a signed link: no window of another site keeps a handle on it.
      .header('cross-origin-opener-policy', 'same-origin')
      .send(document(title, body))
  );
}

export interface ButtonPage {
  title: string;
  heading: string;
  /** What pressing the button does, in plain words (text, escaped here). */
  explanation: string;
  /** The link's own path; the form posts back to it with the same token. */
  path: string;
  token: string;
  button: string;
  /** HTML after the form (a link to the manage page), already escaped. */
  after?: string;
}

/** The form's action: the link itself, relative, so it stays on the origin the reader opened. */
export const linkAction = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The page a GET of a valid link answers: what the button does, and the button. */
export function sendButtonPage(reply: FastifyReply, siteUrl: string, page: ButtonPage): FastifyReply {
  const body = `<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.explanation)}</p>
<form method="post" action="${escapeHtml(linkAction(page.path, page.token))}"><input type="hidden" name="${PAGE_FIELD}" value="${PAGE_VALUE}"><button type="submit">${escapeHtml(page.button)}</button></form>
${page.after ?? ''}<p>We ask you to press a button because some mail programs open every link of a mail by themselves.</p>`;
  return sendLinkPage(reply, siteUrl, `${page.title} | Toolverse`, body);
}

/**
 * Bodies of the links' POSTs, in `scope` only: a form (the page's, or a mail client's one-click) read
 * as URLSearchParams, anything else (RFC 8058 allows multipart) read up to 1 KB and dropped, since the
 * token in the URL is what counts.
 */
export function readLinkBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (request, body, done) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    done(null, type === 'application/x-www-form-urlencoded' ? new URLSearchParams((body as Buffer).toString('utf8')) : undefined);
  });
}

/**
 * Whether a POST came from the button of a link page (answered with a redirect), rather than from a
 * mail client's one-click (RFC 8058: answered 200, never redirected), which posts
 * `List-Unsubscribe=One-Click`, form-encoded or multipart.
 */
export function pressedOnPage(body: unknown): boolean {
  return body instanceof URLSearchParams && body.get(PAGE_FIELD) === PAGE_VALUE && !body.has('List-Unsubscribe');
}
