import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { factChanges, toolFactsOf, type ToolFacts } from '../../src/watches/facts.js';
import { watchLinks } from '../../src/watches/links.js';
import { changesMail } from '../../src/watches/mail.js';

const SECRET = 'status-test-secret-'.padEnd(48, 'x');
const QUILL: ToolFacts = {
  name: 'Quill',
  freePlan: 'Free plan',
  price: 'Pro: $12/month, billed monthly',
  priceSource: null,
  owner: 'Quill Labs',
  status: 'Active',
};

describe("a tool's status in the watch facts", () => {
  it('is active for facts published or stored before the site said anything of it', () => {
    const { status: _, ...older } = QUILL;
    assert.equal(toolFactsOf(older)?.status, 'Active');
    assert.deepEqual(factChanges('quill', toolFactsOf(older)!, QUILL), []);
    assert.equal(toolFactsOf({ ...QUILL, status: 7 }), null, 'a status that is not words is not the published facts');
  });

  it('is a change a watcher is mailed about, named in the subject, old -> new', () => {
    const acquired = { ...QUILL, owner: 'Bigco', status: 'Acquired by Bigco (as of November 30, 2026)' };
    const changes = factChanges('quill', QUILL, acquired);
    assert.deepEqual(
      changes.map(({ what, from, to }) => [what, from, to]),
      [
        ['owner', 'Quill Labs', 'Bigco'],
        ['status', 'Active', 'Acquired by Bigco (as of November 30, 2026)'],
      ],
    );
    const mail = changesMail(
      'reader@example.com',
      changes,
      watchLinks(SECRET, 'https://service.example', 'https://site.example', { watcherId: 'w1', version: 1 }),
      '2026-11-30',
    );
    assert.equal(mail.subject, 'Quill: Acquired by Bigco (as of November 30, 2026)');
    assert.match(mail.text, /^ {2}Status: Active -> Acquired by Bigco \(as of November 30, 2026\)$/m);
    assert.equal(factChanges('quill', acquired, { ...acquired, status: 'Active' }).at(-1)?.to, 'Active');
  });
});
