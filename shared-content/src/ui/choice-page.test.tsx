import { SiteUrlProvider } from '@toolverse/contracts';
import { render, screen, within } from '@testing-library/react';
import { ChoicePage, type ChoiceListSchema } from './choice-page';

const CHOICES = [
  { id: 'first', title: 'First choice', description: 'The first one.' },
  { id: 'second', title: 'Second choice', description: 'The second one.' },
];

function renderPage(structuredData: ChoiceListSchema, listId?: string) {
  render(
    <SiteUrlProvider value="https://toolverse.example">
      <ChoicePage
        meta={{ name: 'Choices', description: 'Pick one.', path: '/choices' }}
        structuredData={structuredData}
        eyebrow="Eyebrow"
        title="Pick a choice"
        intro="Each choice opens its own section."
        choices={CHOICES}
        renderChoice={(choice) => <h2 id={`${choice.id}-title`}>{choice.title}</h2>}
        listId={listId}
      >
        <ul aria-label="The choices" />
      </ChoicePage>
    </SiteUrlProvider>,
  );
}

/** The page's JSON-LD as written, one text per script element. */
const jsonLdTexts = () =>
  // eslint-disable-next-line testing-library/no-node-access -- structured data is no element a reader queries
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');

describe('ChoicePage', () => {
  it('gives each choice a section the URL can target, named by its title, and the list a place beside them', () => {
    renderPage({ '@type': 'ItemList', name: 'Choices' }, 'start');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pick a choice');
    const section = screen.getByRole('region', { name: 'Second choice' });
    expect(section).toHaveAttribute('id', 'second');
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(section).toHaveClass('hidden', 'target:block');
    // eslint-disable-next-line testing-library/no-node-access -- the list's wrapper has no role: its id and classes are for links back and the stylesheet
    const list = screen.getByRole('list', { name: 'The choices' }).parentElement;
    expect(list).toHaveAttribute('id', 'start');
    expect(list).toHaveClass('scroll-mt-24', 'group-has-[section:target]/choices:hidden');
    expect(within(list!).getByText('Each choice opens its own section.')).toBeInTheDocument();
  });

  it('tells search engines of the choices as an ItemList, each at its section’s URL', () => {
    renderPage({ '@type': 'ItemList', name: 'Choices' });
    expect(jsonLdTexts().map((text) => JSON.parse(text) as unknown)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Choices',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'First choice',
            description: 'The first one.',
            url: 'https://toolverse.example/choices#first',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Second choice',
            description: 'The second one.',
            url: 'https://toolverse.example/choices#second',
          },
        ],
      },
    ]);
  });

  it('or as the steps of a HowTo, in the key order the pages have always written', () => {
    renderPage({ '@type': 'HowTo', name: 'How to choose', description: 'Choose one.' });
    expect(jsonLdTexts()).toEqual([
      '{"@context":"https://schema.org","@type":"HowTo","name":"How to choose","description":"Choose one.","step":[' +
        '{"@type":"HowToStep","position":1,"name":"First choice","text":"The first one.","url":"https://toolverse.example/choices#first"},' +
        '{"@type":"HowToStep","position":2,"name":"Second choice","text":"The second one.","url":"https://toolverse.example/choices#second"}]}',
    ]);
  });
});
