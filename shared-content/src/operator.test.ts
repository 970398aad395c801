import { operatorDetails } from './operator';

describe('operatorDetails', () => {
  it('shows placeholders until the operator is configured, and no mail link', () => {
    expect(operatorDetails({ name: '', contactEmail: '' })).toEqual({
      name: '[operator name]',
      contactEmail: '[contact email]',
      contactHref: null,
    });
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
