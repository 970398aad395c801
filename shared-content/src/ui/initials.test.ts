import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of up to two words, capitalized', () => {
    expect(initials('Notion AI')).toBe('NA');
    expect(initials('otter.ai')).toBe('OA');
    expect(initials('Wix Logo Maker')).toBe('WL');
    expect(initials('Zapier')).toBe('Z');
  });
});
