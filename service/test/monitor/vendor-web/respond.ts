// How the vendor web answers, as a careful web server does: a strong ETag from the body, a
// Last-Modified that moves when the body changes, and 304 to a conditional request that matches.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

export const html = (body: string, status = 200): Answer => ({ status, type: 'text/html; charset=utf-8', body });

export const redirect = (location: string): Answer => ({
  ...html(`<!doctype html><title>Moved Permanently</title><p>This page has moved to <a href="${location}">${location}</a>.</p>`, 301),
  headers: { location },
});

/** What each address last served, so its validators change exactly when its body does. */
export class Validators {
  private readonly known = new Map<string, { etag: string; modified: number }>();

  // Pages have been up since before the test began: a first Last-Modified a day back.
  constructor(private readonly since = Math.floor(Date.now() / 1000) * 1000 - 86_400_000) {}

  of(key: string, body: string): { etag: string; modified: number } {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const last = this.known.get(key);
    if (last?.etag === etag) return last;
    // Last-Modified counts whole seconds: a body that changes twice within one still moves it on.
    const modified = last ? Math.max(Math.floor(Date.now() / 1000) * 1000, last.modified + 1000) : this.since;
    const current = { etag, modified };
    this.known.set(key, current);
    return current;
  }
}

function unchanged(request: IncomingMessage, etag: string, modified: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && modified <= since;
}

/** Sends the answer; a 200 carries validators and becomes a 304 when the request already has its body. Returns the status sent. */
export function send(request: IncomingMessage, response: ServerResponse, key: string, answer: Answer, validators: Validators): number {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.type) headers['content-type'] = answer.type;
  let status = answer.status;
  let body = answer.body ?? '';
  if (status === 200) {
    const { etag, modified } = validators.of(key, body);
    headers.etag = etag;
    headers['last-modified'] = new Date(modified).toUTCString();
    headers['cache-control'] = 'public, max-age=0, must-revalidate';
    if (unchanged(request, etag, modified)) {
      status = 304;
      body = '';
      delete headers['content-type'];
    }
  }
  if (status !== 304) headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return status;
}
