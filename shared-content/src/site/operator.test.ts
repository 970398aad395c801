import { operatorDetails, unsetOperatorFields } from './operator';

describe('operatorDetails', () => {
  it('says what is not set yet, lists the empty fields, and links no address', () => {
    expect(operatorDetails({ name: '', contactEmail: '' })).toEqual({
      name: 'an operator not named yet',
      contactEmail: 'no address set yet',
      contactHref: null,
      unset: ['operator.name', 'operator.contactEmail'],
    });
    expect(operatorDetails({ name: '   ', contactEmail: 'privacy@example.com' }).unset).toEqual(['operator.name']);
  });

  it('shows the configured name and address, with a mailto link', () => {
    expect(operatorDetails({ name: 'Example Media LLC', contactEmail: 'privacy@example.com' })).toEqual({
      name: 'Example Media LLC',
      contactEmail: 'privacy@example.com',
      contactHref: 'mailto:privacy@example.com',
      unset: [],
    });
  });
});

describe('unsetOperatorFields', () => {
  it('names each empty field of site.json', () => {
    expect(unsetOperatorFields({ name: 'Example Media LLC', contactEmail: ' ' })).toEqual(['operator.contactEmail']);
    expect(unsetOperatorFields({ name: 'Example Media LLC', contactEmail: 'privacy@example.com' })).toEqual([]);
  });
});
