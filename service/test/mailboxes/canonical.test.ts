import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalMailbox, mailboxKeys } from '../../src/mailboxes/canonical.js';

const SECRET = 'canonical-test-secret-'.padEnd(40, 'x');

describe('the canonical mailbox', () => {
  it('lower-cases and removes a +tag for every domain', () => {
    for (const email of ['a+1@x.example', 'a+2@x.example', 'A@X.Example', 'a+@x.example', 'a+1+2@x.example']) {
      assert.deepEqual(canonicalMailbox(email), { mailbox: 'a@x.example', domain: 'x.example' }, email);
    }
  });

  it('keeps dots outside Gmail, where they name other mailboxes', () => {
    assert.equal(canonicalMailbox('a.b@x.example').mailbox, 'a.b@x.example');
    assert.notEqual(canonicalMailbox('a.b@x.example').mailbox, canonicalMailbox('ab@x.example').mailbox);
  });

  it('removes dots for gmail.com and googlemail.com, and reads googlemail.com as gmail.com', () => {
    for (const email of ['A.B+x@GoogleMail.com', 'ab@gmail.com', 'a.b@gmail.com', 'ab+z@googlemail.com', 'a..b.@gmail.com']) {
      assert.deepEqual(canonicalMailbox(email), { mailbox: 'ab@gmail.com', domain: 'gmail.com' }, email);
    }
  });

  it('leaves a local part that is only a tag, and a subdomain of gmail.com, as they are', () => {
    assert.equal(canonicalMailbox('+news@x.example').mailbox, '+news@x.example');
    assert.equal(canonicalMailbox('a.b@mail.gmail.com').mailbox, 'a.b@mail.gmail.com');
  });

  it('keys the tables by a keyed hash that differs per key and holds neither mailbox nor domain', () => {
    const one = mailboxKeys(SECRET, 'A.B+x@GoogleMail.com');
    assert.deepEqual(one, mailboxKeys(SECRET, 'ab@gmail.com'));
    assert.notDeepEqual(one, mailboxKeys(SECRET.replace('x', 'y'), 'ab@gmail.com'));
    assert.notEqual(one.mailbox, one.domain);
    for (const value of Object.values(one)) {
      assert.match(value, /^[A-Za-z0-9_-]{43}$/);
      assert.doesNotMatch(value, /gmail|ab@/);
    }
    assert.equal(mailboxKeys(SECRET, 'a@x.example').domain, mailboxKeys(SECRET, 'b+c@X.example').domain);
  });
});
