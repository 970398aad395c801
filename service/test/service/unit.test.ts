import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CSV_HEADER, csvField, csvLines, csvRecord } from '../../src/operator/csv.js';
import { ConfigError, DEFAULT_DB_PATH, loadConfig } from '../../src/config.js';
import { addressesIn, emailFromBody, isAcceptableEmail, maskEmail, normaliseEmail } from '../../src/email.js';
import { signupSource } from '../../src/subscriptions/sources.js';

describe('email validation', () => {
  it('accepts one plain mailbox, internationalised ones too', () => {
    for (const email of [
      'a@b.co',
      'first.last+tag@example.com',
      'x@sub.domain.example',
      "o'brien@example.ie",
      'a!#$%&*/=?^_`{|}~-@example.com',
      'ünï@exämple.de',
      'user@xn--bcher-kva.example',
      '用户@例子.广告',
    ]) {
      assert.equal(isAcceptableEmail(email), true, email);
    }
  });

  it('refuses lists, display names, groups, comments and quoted parts that a mail library reads as other recipients', () => {
    for (const email of [
      'victim@x.example,attacker@y.example',
      'victim@x.example;attacker@y.example',
      'victim@x.example, attacker@y.example',
      '"n0"<victim@x.example>',
      'n0<victim@x.example>',
      '<victim@x.example>',
      'friends:victim@x.example,attacker@y.example;',
      'victim@x.example(comment)',
      '(comment)victim@x.example',
      '"quoted"@example.com',
      '"a,b"@example.com',
      'a@b@c.de',
      'a\\b@example.com',
      'victim@[127.0.0.1]',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@exa_mple.com',
      'a@example..com',
      'a@192.168.0.1',
      `a@${'l'.repeat(64)}.com`,
      '\ufffd@example.com',
    ]) {
      assert.equal(isAcceptableEmail(email), false, JSON.stringify(email));
      assert.equal(emailFromBody({ email }), null, JSON.stringify(email));
    }
  });

  it('finds the plain addresses a held row mentions', () => {
    assert.deepEqual(addressesIn('victim@x.example,attacker@y.example'), ['victim@x.example', 'attacker@y.example']);
    assert.deepEqual(addressesIn('"n0"<Victim@X.example>'), ['victim@x.example']);
    assert.deepEqual(addressesIn('\ufffd@x.example'), []);
  });

  it('refuses what the pattern refuses', () => {
    for (const email of ['', 'a', 'a@b', '@b.co', 'a@.', 'a@b.', 'a b@c.de', 'a@b c.de', 'a@b.c d', 'ab.co', 'a@bco', ' a@b.co']) {
      assert.equal(isAcceptableEmail(email), false, JSON.stringify(email));
    }
  });

  it('refuses control, format and whitespace characters the pattern would let through', () => {
    const sneaky = [
      'a\u0000@b.co',
      'a@b.co\u007f',
      'a\u001b@b.co',
      'a\u0085@b.co', // C0, DEL, C1
      'a\u200b@b.co',
      'a@b\u200d.co',
      'a\u00ad@b.co',
      'a@b.co\u202e',
      'a\ufeff@b.co', // zero-width, soft hyphen, bidi override, BOM
      'a\u00a0b@c.de',
      'a\u2028@b.co',
      'a\u3000@b.co', // no-break space, line separator, ideographic space
      'a\ud800@b.co', // lone surrogate
      'a\u034f@example.com', // combining grapheme joiner
      'a\ufe0f@example.com', // variation selector 16
      '\u3164@example.com', // Hangul filler
      'a\uffa0@example.com', // halfwidth Hangul filler
      'a\u180e@example.com', // Mongolian vowel separator
      'a\u{e0061}@example.com', // tag letter
      '\u0301a@example.com', // a local part that starts with a combining mark
      'a.\u0301b@example.com',
      'a@\u0301example.com',
    ];
    for (const email of sneaky) {
      assert.equal(isAcceptableEmail(email), false, JSON.stringify(email));
      assert.equal(emailFromBody({ email }), null, JSON.stringify(email));
    }
  });

  it('enforces 64 octets for the local part', () => {
    const domain = '@example.com';
    assert.equal(isAcceptableEmail(`${'a'.repeat(64)}${domain}`), true);
    assert.equal(isAcceptableEmail(`${'a'.repeat(65)}${domain}`), false);
    // Octets, not characters: 32 two-byte letters are 64 octets, 33 are 66.
    assert.equal(isAcceptableEmail(`${'é'.repeat(32)}${domain}`), true);
    assert.equal(isAcceptableEmail(`${'é'.repeat(33)}${domain}`), false);
  });

  it('enforces 254 octets for the whole address', () => {
    const local = 'a'.repeat(64);
    // Labels of at most 63 octets (RFC 1035), joined by dots, up to the whole length asked for.
    const domainOf = (total: number) => {
      const length = total - local.length - 1 - 4;
      const labels = Array.from({ length: Math.ceil(length / 61) }, () => 'd'.repeat(60));
      return `${labels.join('.').slice(0, length).replace(/\.$/, 'd')}.com`;
    };
    const at254 = `${local}@${domainOf(254)}`;
    const at255 = `${local}@${domainOf(255)}`;
    assert.equal(at254.length, 254);
    assert.equal(isAcceptableEmail(at254), true);
    assert.equal(isAcceptableEmail(at255), false);
    assert.equal(isAcceptableEmail(`a@${'b'.repeat(296)}.com`), false, '300 characters');
  });
});

describe('normalisation', () => {
  it('trims and lower-cases the whole address', () => {
    assert.equal(normaliseEmail('  Foo.Bar@Example.COM \n'), 'foo.bar@example.com');
    assert.equal(normaliseEmail('ÄBC@EXAMPLE.DE'), 'äbc@example.de');
  });

  it('makes the composed and decomposed forms of an address one (NFC)', () => {
    const composed = 'jos\u00e9@example.com';
    const decomposed = 'jose\u0301@example.com';
    assert.notEqual(composed, decomposed);
    assert.equal(normaliseEmail(decomposed), composed);
    assert.equal(normaliseEmail('JOSE\u0301@EXAMPLE.COM'), composed);
    assert.equal(emailFromBody({ email: decomposed }), composed);
  });

  it('reads the spec body and ignores other fields', () => {
    assert.equal(emailFromBody({ email: ' Me@Example.com ', name: 'x', source: 'footer' }), 'me@example.com');
    for (const body of [
      null,
      undefined,
      'a@b.co',
      42,
      [],
      ['a@b.co'],
      {},
      { email: null },
      { email: 5 },
      { email: ['a@b.co'] },
      { email: { a: 1 } },
      { mail: 'a@b.co' },
      { email: 'nope' },
    ]) {
      assert.equal(emailFromBody(body), null, JSON.stringify(body));
    }
  });

  it('masks addresses for logs', () => {
    assert.equal(maskEmail('jane.doe@example.com'), 'j***@e***.com');
    assert.equal(maskEmail('x@y.co.uk'), 'x***@y***.uk');
    assert.doesNotMatch(maskEmail('jane.doe@example.com'), /jane|example/);
  });
});

describe('CSV', () => {
  it('quotes only fields that need it (RFC 4180)', () => {
    assert.equal(csvField('plain@example.com'), 'plain@example.com');
    assert.equal(csvField('"a,b"@example.com'), '"""a,b""@example.com"');
    assert.equal(csvField('a"b@example.com'), '"a""b@example.com"');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    assert.equal(csvField('cr\rhere'), '"cr\rhere"');
    assert.equal(csvField(''), '');
  });

  it('writes CRLF records with the header row first', () => {
    assert.equal(csvRecord(['a', 'b,c']), 'a,"b,c"\r\n');
    const lines = [
      ...csvLines([
        {
          id: 'x',
          email: 'a@b.co',
          source: 'footer',
          status: 'confirmed',
          createdAt: '2026-01-01T00:00:00.000Z',
          consentedAt: '2026-01-01T00:00:00.000Z',
          confirmedAt: '2026-01-01T00:05:00.000Z',
          unsubscribedAt: null,
        },
      ]),
    ];
    assert.deepEqual(lines, [
      `${CSV_HEADER.join(',')}\r\n`,
      'a@b.co,footer,2026-01-01T00:00:00.000Z,confirmed,2026-01-01T00:00:00.000Z,2026-01-01T00:05:00.000Z,\r\n',
    ]);
    assert.equal(lines[0], 'email,source,created_at,status,consented_at,confirmed_at,unsubscribed_at\r\n');
  });
});

describe('sources', () => {
  it('takes the query first, then the header, from the allow-list only', () => {
    assert.equal(signupSource('footer', undefined), 'footer');
    assert.equal(signupSource(undefined, 'Tools'), 'tools');
    assert.equal(signupSource('blog', 'tools'), 'blog');
    assert.equal(signupSource('nope', 'guide'), 'guide');
    assert.equal(signupSource(['quizzes', 'home'], undefined), 'quizzes');
    assert.equal(signupSource('<script>', 'x'.repeat(500)), 'unknown');
    assert.equal(signupSource(undefined, undefined), 'unknown');
    assert.equal(signupSource({ a: 1 }, 42), 'unknown');
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3005);
    assert.deepEqual(config.origins, ['http://localhost:3000']);
    assert.equal(config.rateLimit, 10);
    assert.deepEqual(config.storage, { kind: 'sqlite', path: DEFAULT_DB_PATH });
    assert.match(DEFAULT_DB_PATH, /service[\\/]data[\\/]newsletter\.sqlite$/);
    assert.equal(config.trustProxy, false);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.siteUrl, 'http://localhost:3000', 'the first origin allowed is the site');
    assert.equal(config.publicUrl, 'http://localhost:3005');
    assert.equal(config.mail.kind, 'files');
    assert.equal(config.mail.from, 'Toolverse <newsletter@localhost>');
    assert.equal(config.secret, undefined);
    assert.equal(config.confirmHours, 48);
    assert.deepEqual(config.mailCaps, { overallHour: 500, domainHour: 100 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NEWSLETTER_PORT: '8080',
      NEWSLETTER_DB: '/var/lib/newsletter/db.sqlite',
      NEWSLETTER_ORIGINS: 'https://toolverse.example, https://www.toolverse.example/',
      NEWSLETTER_RATE_LIMIT: '0',
      NEWSLETTER_TRUST_PROXY: '1',
      NEWSLETTER_LOG_LEVEL: 'WARN',
      NEWSLETTER_LISTEN_HOST: '0.0.0.0',
      NEWSLETTER_SITE_URL: 'https://toolverse.example/',
      NEWSLETTER_PUBLIC_URL: 'https://newsletter.toolverse.example',
      NEWSLETTER_SMTP_URL: 'smtps://user:pass@smtp.example:465',
      NEWSLETTER_MAIL_FROM: 'Toolverse <hello@toolverse.example>',
      NEWSLETTER_SECRET: 'x'.repeat(40),
      NEWSLETTER_CONFIRM_HOURS: '24',
      NEWSLETTER_MAIL_HOURLY_CAP: '2000',
      NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP: '300',
      NEWSLETTER_WATCH_COLLECT_SECONDS: '30',
    });
    assert.deepEqual(config.mailCaps, { overallHour: 2000, domainHour: 300 });
    assert.equal(config.watchCollectMs, 30_000);
    assert.equal(loadConfig({}).watchCollectMs, 120_000, 'two minutes unless set');
    assert.equal(config.port, 8080);
    assert.deepEqual(config.storage, { kind: 'sqlite', path: '/var/lib/newsletter/db.sqlite' });
    assert.equal(config.siteUrl, 'https://toolverse.example');
    assert.equal(config.publicUrl, 'https://newsletter.toolverse.example');
    assert.deepEqual(config.mail, { kind: 'smtp', url: 'smtps://user:pass@smtp.example:465', from: 'Toolverse <hello@toolverse.example>' });
    assert.equal(config.secret, 'x'.repeat(40));
    assert.equal(config.confirmHours, 24);
    assert.deepEqual(config.origins, ['https://toolverse.example', 'https://www.toolverse.example']);
    assert.equal(config.rateLimit, 0);
    assert.equal(config.trustProxy, 1);
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.listenHost, '0.0.0.0');
  });

  it("compares the site's published facts for watch mails, and takes /go/ destinations from its tools.json", () => {
    const site = (file: string) => fileURLToPath(new URL(`../../../shared-content/${file}`, import.meta.url));
    const defaults = loadConfig({});
    assert.equal(defaults.factsFile, site('src/content/generated/tool-facts.json'), "the content build's tool-facts.json");
    assert.equal(defaults.go.toolsFile, site('content/tools.json'));
    const set = loadConfig({ WATCH_FACTS_FILE: '/srv/site/tool-facts.json', GO_TOOLS_FILE: '/srv/site/tools.json' });
    assert.deepEqual([set.factsFile, set.go.toolsFile], ['/srv/site/tool-facts.json', '/srv/site/tools.json']);
    // Typed relative to where npm was started, like the database path.
    assert.equal(
      loadConfig({ WATCH_FACTS_FILE: 'deploy/tool-facts.json', INIT_CWD: '/srv/site' }).factsFile,
      '/srv/site/deploy/tool-facts.json',
    );
  });

  it('takes a relative database path from where npm was started', () => {
    assert.deepEqual(loadConfig({ NEWSLETTER_DB: 'signups.sqlite', INIT_CWD: '/srv/site' }).storage, {
      kind: 'sqlite',
      path: '/srv/site/signups.sqlite',
    });
    assert.deepEqual(loadConfig({ NEWSLETTER_DB: '/abs/db.sqlite', INIT_CWD: '/srv/site' }).storage, {
      kind: 'sqlite',
      path: '/abs/db.sqlite',
    });
  });

  it('chooses PostgreSQL by NEWSLETTER_DATABASE_URL', () => {
    const url = 'postgres://news:secret@db.internal:5432/newsletter';
    assert.deepEqual(loadConfig({ NEWSLETTER_DATABASE_URL: url, NEWSLETTER_DB: 'ignored.sqlite' }).storage, { kind: 'postgres', url });
    assert.throws(
      () => loadConfig({ NEWSLETTER_DATABASE_URL: 'mysql://news:secret@db/x' }),
      (error: unknown) => error instanceof ConfigError && error.variable === 'NEWSLETTER_DATABASE_URL' && !error.message.includes('secret'),
      'a bad URL is named without repeating its password',
    );
  });

  it('trusts proxies by hop count or by address, never everyone', () => {
    assert.equal(loadConfig({ NEWSLETTER_TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ NEWSLETTER_TRUST_PROXY: '0' }).trustProxy, false);
    assert.deepEqual(loadConfig({ NEWSLETTER_TRUST_PROXY: '10.0.0.0/9, 192.168.1.7,::1, fd00:1::/32' }).trustProxy, [
      '10.0.0.0/9',
      '192.168.1.7',
      '::1',
      'fd00:1::/32',
    ]);
    for (const value of ['true', 'TRUE', '*', '10.0.0.0/33', '300.1.1.1', 'loopback', '11', '10.0.0.0/8,nope']) {
      assert.throws(
        () => loadConfig({ NEWSLETTER_TRUST_PROXY: value }),
        (error: unknown) => error instanceof ConfigError && error.variable === 'NEWSLETTER_TRUST_PROXY',
        value,
      );
    }
  });

  it('refuses a proxy list that covers more than a /8 of IPv4 or a /16 of IPv6 in total, naming the accepted forms', () => {
    // Exactly at the bound is a proxy list; one address more, or the same space cut in pieces, is not.
    for (const value of ['10.0.0.0/8', '10.0.0.0/9,10.128.0.0/9', 'fd00::/16', '::ffff:10.0.0.0/104', '1.2.3.4/32,::1/128']) {
      assert.doesNotThrow(() => loadConfig({ NEWSLETTER_TRUST_PROXY: value }), value);
    }
    for (const value of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/8,192.168.1.7',
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16',
      '10.0.0.0/7',
      '::/15',
      'fd00::/16,fe80::/16',
      // IPv4-mapped ranges match IPv4 clients: ::ffff:0:0/96 is every IPv4 address.
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '0:0:0:0:0:ffff:0:0/97',
      '::ffff:10.0.0.0/103',
    ]) {
      assert.throws(
        () => loadConfig({ NEWSLETTER_TRUST_PROXY: value }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.variable === 'NEWSLETTER_TRUST_PROXY' &&
          /covers \d+ IPv[46] addresses, more than a \/(8|16)/.test(error.message) &&
          error.message.includes('a number of proxy hops from 0 to 10') &&
          error.message.includes('no more than a /8 of IPv4 and a /16 of IPv6 in total'),
        value,
      );
    }
    // Forms the client checks cannot read are refused as such, not left to fail at start.
    for (const value of ['1.2.3.4/33', '::1/129', 'fe80::1%eth0', '10.0.0.0/08', '10.0.0.0/', '10.0.0.0/255.0.0.0', ',']) {
      assert.throws(
        () => loadConfig({ NEWSLETTER_TRUST_PROXY: value }),
        (error: unknown) => error instanceof ConfigError && /NEWSLETTER_TRUST_PROXY (lists|is)/.test(error.message),
        value,
      );
    }
  });

  it('names the variable that is wrong', () => {
    const cases: [Record<string, string>, string][] = [
      [{ NEWSLETTER_PORT: 'abc' }, 'NEWSLETTER_PORT'],
      [{ NEWSLETTER_PORT: '0' }, 'NEWSLETTER_PORT'],
      [{ NEWSLETTER_PORT: '65536' }, 'NEWSLETTER_PORT'],
      [{ NEWSLETTER_PORT: '30.5' }, 'NEWSLETTER_PORT'],
      [{ NEWSLETTER_ORIGINS: 'localhost:3000' }, 'NEWSLETTER_ORIGINS'],
      [{ NEWSLETTER_ORIGINS: 'ftp://example.com' }, 'NEWSLETTER_ORIGINS'],
      [{ NEWSLETTER_ORIGINS: 'https://example.com/path' }, 'NEWSLETTER_ORIGINS'],
      [{ NEWSLETTER_ORIGINS: '*' }, 'NEWSLETTER_ORIGINS'],
      [{ NEWSLETTER_ORIGINS: ' , ' }, 'NEWSLETTER_ORIGINS'],
      [{ NEWSLETTER_RATE_LIMIT: '-1' }, 'NEWSLETTER_RATE_LIMIT'],
      [{ NEWSLETTER_RATE_LIMIT: 'lots' }, 'NEWSLETTER_RATE_LIMIT'],
      [{ NEWSLETTER_TRUST_PROXY: 'maybe' }, 'NEWSLETTER_TRUST_PROXY'],
      [{ NEWSLETTER_LOG_LEVEL: 'loud' }, 'NEWSLETTER_LOG_LEVEL'],
      [{ NEWSLETTER_SITE_URL: 'toolverse.example' }, 'NEWSLETTER_SITE_URL'],
      [{ NEWSLETTER_SITE_URL: 'https://toolverse.example/news' }, 'NEWSLETTER_SITE_URL'],
      [{ NEWSLETTER_PUBLIC_URL: 'ftp://newsletter.example' }, 'NEWSLETTER_PUBLIC_URL'],
      [{ NEWSLETTER_SMTP_URL: 'http://smtp.example' }, 'NEWSLETTER_SMTP_URL'],
      [{ NEWSLETTER_MAIL_FROM: 'not an address' }, 'NEWSLETTER_MAIL_FROM'],
      [{ NEWSLETTER_SECRET: 'short' }, 'NEWSLETTER_SECRET'],
      [{ NEWSLETTER_CONFIRM_HOURS: '0' }, 'NEWSLETTER_CONFIRM_HOURS'],
      [{ NEWSLETTER_MAIL_HOURLY_CAP: '0' }, 'NEWSLETTER_MAIL_HOURLY_CAP'],
      [{ NEWSLETTER_MAIL_HOURLY_CAP: 'lots' }, 'NEWSLETTER_MAIL_HOURLY_CAP'],
      [{ NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP: '0' }, 'NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP'],
      [{ NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP: '-5' }, 'NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP'],
      [{ NEWSLETTER_WATCH_COLLECT_SECONDS: '601' }, 'NEWSLETTER_WATCH_COLLECT_SECONDS'],
      [{ NEWSLETTER_WATCH_COLLECT_SECONDS: 'soon' }, 'NEWSLETTER_WATCH_COLLECT_SECONDS'],
    ];
    for (const [env, variable] of cases) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && error.variable === variable && error.message.startsWith(variable),
        JSON.stringify(env),
      );
    }
  });
});
