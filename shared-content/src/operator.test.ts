import { buildCatalogue } from '../scripts/build-content';
import { operatorDetails } from './operator';

describe('operatorDetails', () => {
  it('shows placeholders until the operator is configured, and no mail link', () => {
    expect(operatorDetails({ name: '', contactEmail: '' })).toEqual({ name: '[operator name]', contactEmail: '[contact email]', contactHref: null });
    expect(operatorDetails({ name: '   ', contactEmail: ' ' }).name).toBe('[operator name]');
  });

  it('shows the configured name and address, with a mailto link', () => {
    expect(operatorDetails({ name: 'Example Media LLC', contactEmail: 'privacy@example.com' })).toEqual({
      name: 'Example Media LLC',
      contactEmail: 'privacy@example.com',
      contactHref: 'mailto:privacy@example.com',
    });
  });
});

describe('content/site.json', () => {
  it('is checked by the content build, naming the bad field', () => {
    expect(() => buildCatalogue(undefined, undefined, undefined, { operator: { name: 'Example Media LLC', contactEmail: 'not an address' } })).toThrow(
      'content/site.json: operator.contactEmail: must be an email address, or "" until it is set',
    );
    expect(() => buildCatalogue(undefined, undefined, undefined, { operator: { name: 'Example Media LLC' } })).toThrow(/content\/site\.json: operator\.contactEmail/);
  });
});
