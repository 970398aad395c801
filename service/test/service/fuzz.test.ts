import assert from 'node:assert/strict';
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { BODY_LIMIT } from '../../src/app.js';
import { emailFromBody, isAcceptableEmail, normaliseEmail } from '../../src/email.js';
import { NEWSLETTER_PATH, request, SITE_ORIGIN, startApp, type RunningApp } from '../helpers.js';

const printable = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/Json;charset=UTF-8'), weight: 12 },
  {
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonx', 'json', ''),
    weight: 2,
  },
  { arbitrary: printable(40), weight: 1 },
);

/** Addresses near the edge: valid ones in odd case and spacing, long ones, almost-valid ones. */
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => `  ${email.toUpperCase()}\t`),
  fc
    .tuple(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 260 }))
    .map(([local, domain]) => `${'l'.repeat(local)}@${'d'.repeat(domain)}.io`),
  fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
    )
    .map(([a, b, c]) => `${a}@${b}.${c}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const body = fc.oneof(
  { arbitrary: fc.record({ email: emailLike }).map((value) => JSON.stringify(value)), weight: 5 },
  {
    arbitrary: fc
      .tuple(
        fc.option(fc.oneof(emailLike, fc.jsonValue()), { nil: undefined }),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      )
      .map(([email, extra]) => JSON.stringify(email === undefined ? extra : { ...extra, email })),
    weight: 3,
  },
  { arbitrary: fc.json({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 2 },
  { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  {
    arbitrary: fc.integer({ min: 900, max: 3000 }).map((size) => JSON.stringify({ email: 'pad@example.com', pad: 'p'.repeat(size) })),
    weight: 1,
  },
);

const requestSpec = fc.record({
  contentType: fc.option(contentType, { nil: undefined }),
  origin: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    { arbitrary: fc.constant(SITE_ORIGIN), weight: 3 },
    { arbitrary: fc.oneof(fc.constantFrom('https://evil.example', 'null'), printable(30)), weight: 1 },
  ),
  sourceHeader: fc.option(printable(20), { nil: undefined }),
  querySource: fc.option(fc.string({ unit: 'binary', maxLength: 20 }), { nil: undefined }),
  body,
});

type Spec = typeof requestSpec extends fc.Arbitrary<infer T> ? T : never;

/** What the service must answer, worked out independently of it. */
/**
 * What Fastify's JSON parser refuses (secure-json-parse, set to 'error'): a `__proto__` key, or a
 * `constructor` holding a `prototype`, at any depth.
 */
function hasPoisonedKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const record = value as Record<string, unknown>;
  if (
    Object.hasOwn(record, 'constructor') &&
    typeof record.constructor === 'object' &&
    record.constructor !== null &&
    Object.hasOwn(record.constructor, 'prototype')
  )
    return true;
  return Object.values(record).some(hasPoisonedKey);
}

function expectedStatus(spec: Spec, bytes: Buffer): number {
  if (spec.origin !== undefined && spec.origin !== SITE_ORIGIN) return 403;
  if ((spec.contentType ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json') return 415;
  if (bytes.length > BODY_LIMIT) return 413;
  if (!isUtf8(bytes)) return 400;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return 400;
  }
  if (hasPoisonedKey(parsed)) return 400;
  return emailFromBody(parsed) === null ? 400 : 200;
}

describe('fuzzing bodies and headers', () => {
  let service: RunningApp;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  before(async () => {
    service = await startApp({ rateLimit: 0 });
  });
  after(async () => {
    agent.destroy();
    await service.close();
  });

  it('never answers 5xx, answers as specified, and stores only what it acknowledged', async () => {
    await fc.assert(
      fc.asyncProperty(requestSpec, async (spec) => {
        const bytes = Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body);
        const headers: Record<string, string> = {};
        if (spec.contentType !== undefined) headers['content-type'] = spec.contentType;
        if (spec.origin !== undefined) headers.origin = spec.origin;
        if (spec.sourceHeader !== undefined) headers['x-newsletter-source'] = spec.sourceHeader;
        const path = spec.querySource === undefined ? NEWSLETTER_PATH : `${NEWSLETTER_PATH}?source=${encodeURIComponent(spec.querySource)}`;
        const countBefore = await service.store.count();
        const answer = await request(service.base, { path, headers, body: bytes, agent });

        assert.ok(answer.status < 500, `${answer.status} ${answer.text}`);
        assert.equal(answer.status, expectedStatus(spec, bytes), answer.text);
        assert.equal(typeof (answer.json as { message?: unknown } | undefined)?.message, 'string', answer.text);
        const countAfter = await service.store.count();
        if (answer.status === 200) {
          const email = emailFromBody(JSON.parse(bytes.toString('utf8')));
          assert.ok(email !== null);
          assert.ok((await service.store.list()).some((row) => row.email === email));
          assert.ok(countAfter - countBefore <= 1);
        } else {
          assert.equal(countAfter, countBefore, 'a refused request stored something');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('acknowledges every valid address, however it is cased or spaced, once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.constantFrom('', ' ', '\t', '\n '), fc.boolean(), async (email, pad, upper) => {
        const sent = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
        const expected = normaliseEmail(sent);
        fc.pre(isAcceptableEmail(expected));
        const first = await request(service.base, {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: sent }),
          agent,
        });
        const second = await request(service.base, {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: expected }),
          agent,
        });
        assert.equal(first.status, 200, first.text);
        assert.equal(second.status, first.status);
        assert.equal(second.text, first.text);
        const rows = (await service.store.list()).filter((row) => row.email === expected);
        assert.equal(rows.length, 1);
      }),
      { numRuns: 150 },
    );
  });

  it('never stored an invalid or unnormalised address', async () => {
    const rows = await service.store.list();
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.ok(isAcceptableEmail(row.email), JSON.stringify(row.email));
      assert.equal(row.email, normaliseEmail(row.email));
    }
  });
});
