import { breadcrumbJsonLd } from './breadcrumbs';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 in its order, each step at its absolute URL on the site', () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'The Arsenal', path: '/tools' },
      { name: 'Writing', path: '/tools?category=writing' },
      { name: 'ChatGPT', path: '/tools/chatgpt' },
    ];
    expect(breadcrumbJsonLd(trail, 'https://toolverse.example/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://toolverse.example/' },
        { '@type': 'ListItem', position: 2, name: 'The Arsenal', item: 'https://toolverse.example/tools' },
        { '@type': 'ListItem', position: 3, name: 'Writing', item: 'https://toolverse.example/tools?category=writing' },
        { '@type': 'ListItem', position: 4, name: 'ChatGPT', item: 'https://toolverse.example/tools/chatgpt' },
      ],
    });
  });

  it('keeps the keys in the order the pages have always written them', () => {
    const [crumb] = breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }], 'http://localhost:3000').itemListElement as object[];
    expect(JSON.stringify(crumb)).toBe('{"@type":"ListItem","position":1,"name":"Blog","item":"http://localhost:3000/blog"}');
  });
});
