import type { ReactNode } from 'react';
import { absoluteUrl, useSiteUrl } from '@toolverse/contracts';
import { PageMeta, type JsonLd } from './page-meta';

/** A choice the page offers: its section is /page#{id}, and inside it the element with id `{id}-title` names it. */
export interface ChoiceItem {
  id: string;
  title: string;
  description: string;
}

/** How search engines are told of the choices: as the steps of a HowTo, or as an ItemList. */
export type ChoiceListSchema = { '@type': 'HowTo'; name: string; description: string } | { '@type': 'ItemList'; name: string };

export interface ChoicePageProps<T extends ChoiceItem> {
  meta: { name: string; description: string; path: string };
  structuredData: ChoiceListSchema;
  eyebrow: string;
  title: string;
  /** The line above the list of choices. */
  intro: string;
  choices: readonly T[];
  renderChoice: (choice: T) => ReactNode;
  /** The id of the list of choices, for a link back to it (/guide#paths); it then keeps clear of the fixed header. */
  listId?: string;
  /** The list of choices, shown while the URL names none. */
  children: ReactNode;
}

function choicesJsonLd(schema: ChoiceListSchema, choices: readonly ChoiceItem[], url: (choice: ChoiceItem) => string): JsonLd {
  const items = (type: string, text: 'text' | 'description') =>
    choices.map((choice, index) => ({
      '@type': type,
      position: index + 1,
      name: choice.title,
      [text]: choice.description,
      url: url(choice),
    }));
  return schema['@type'] === 'HowTo'
    ? { '@context': 'https://schema.org', ...schema, step: items('HowToStep', 'text') }
    : { '@context': 'https://schema.org', ...schema, numberOfItems: choices.length, itemListElement: items('ListItem', 'description') };
}

/**
 * A page that offers a few choices (the guide's paths, the quizzes) and shows the one the URL names:
 * each choice is a section shown as the URL's :target (/page#{id}), so opening one needs no
 * script, and the list of choices steps aside meanwhile.
 */
export function ChoicePage<T extends ChoiceItem>(props: ChoicePageProps<T>) {
  const { meta, structuredData, eyebrow, title, intro, choices, renderChoice, listId, children } = props;
  const siteUrl = useSiteUrl();
  const jsonLd = choicesJsonLd(structuredData, choices, (choice) => absoluteUrl(siteUrl, `${meta.path}#${choice.id}`));
  return (
    <div className="group/choices mx-auto max-w-6xl px-4 py-14">
      <PageMeta {...meta} jsonLd={[jsonLd]} />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{title}</h1>
      {choices.map((choice) => (
        <section
          key={choice.id}
          id={choice.id}
          tabIndex={-1}
          aria-labelledby={`${choice.id}-title`}
          className="mt-10 hidden scroll-mt-24 outline-none target:block"
        >
          {renderChoice(choice)}
        </section>
      ))}
      <div
        id={listId}
        className={
          listId === undefined ? 'group-has-[section:target]/choices:hidden' : 'scroll-mt-24 group-has-[section:target]/choices:hidden'
        }
      >
        <p className="mt-4 max-w-2xl text-lg text-muted">{intro}</p>
        {children}
      </div>
    </div>
  );
}
