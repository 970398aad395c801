import { render, screen, within } from '@testing-library/react';
import { CATEGORIES } from '@toolverse/shared-content/content/categories';
import { BLOG_CATEGORY_LINKS, LinkList } from './link-list';

const classNames = { heading: 'heading-class', list: 'list-class', link: 'link-class' };

describe('LinkList', () => {
  it('is a navigation landmark named by its heading, listing each link in order', () => {
    render(
      <LinkList
        headingId="browse"
        heading={
          <>
            Browse the <a href="/blog">blog</a>
          </>
        }
        links={[
          { href: '/a', label: 'First' },
          { href: '/b', label: 'Second' },
        ]}
        classNames={classNames}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Browse the blog' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveClass('heading-class');
    const list = within(nav).getByRole('list');
    expect(list).toHaveClass('list-class');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.className])).toEqual([
      ['First', '/a', 'link-class'],
      ['Second', '/b', 'link-class'],
    ]);
  });

  it('lists every blog category, each linking to its articles', () => {
    expect(BLOG_CATEGORY_LINKS.map((link) => link.label)).toEqual(CATEGORIES.map((category) => category.title));
    const [first] = CATEGORIES;
    expect(BLOG_CATEGORY_LINKS[0]?.href).toBe(`/blog?category=${encodeURIComponent(first!.title)}`);
  });
});
