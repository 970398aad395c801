import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadSearchIndex, searchEverything } from '@toolverse/shared-content/domain/search';
import { bodyText, searchDocuments, searchIndexJson } from './search-index.ts';

const FIXTURES = {
  contentDir: path.join(import.meta.dirname, '../../shared-content/fixtures/content'),
  generatedDir: path.join(import.meta.dirname, '../../shared-content/fixtures/generated'),
};

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{6,}/g) ?? []);

describe('the search index of the content', () => {
  const documents = searchDocuments(FIXTURES);
  const index = loadSearchIndex(searchIndexJson(FIXTURES));
  const find = (query: string) => searchEverything(index, query).map((hit) => hit.id);

  it('holds every article and every tool, each under the path a result links to', () => {
    const articles = documents.filter((document) => document.kind === 'article').map((document) => document.id);
    const tools = documents.filter((document) => document.kind === 'tool').map((document) => document.id);
    assert.ok(articles.includes('/blog/meeting-notes-to-tasks'));
    assert.ok(tools.includes('/tools/zapier'));
    assert.equal(new Set(documents.map((document) => document.id)).size, documents.length);
  });

  it('finds the Zapier tool first, then the articles that mention it', () => {
    const mentioning = documents.filter((document) => document.kind === 'article' && /zapier/i.test(document.text)).map((d) => d.id);
    assert.ok(mentioning.length > 0, 'a fixture article mentions Zapier');
    const found = find('zapier');
    assert.equal(found[0], '/tools/zapier');
    assert.deepEqual(new Set(found.slice(1)), new Set(mentioning));
  });

  it('finds an article by a word that appears only in its body', () => {
    const articles = documents.filter((document) => document.kind === 'article');
    const elsewhere = (document: (typeof documents)[number]) =>
      new Set(
        documents.flatMap((other) => [
          ...words(`${other.title} ${other.description} ${other.category}`),
          ...(other === document ? [] : words(other.text)),
        ]),
      );
    const picked = articles
      .map((article) => ({ article, word: [...words(article.text)].find((word) => !elsewhere(article).has(word)) }))
      .find((candidate) => candidate.word);
    assert.ok(picked?.word, 'some fixture article has a word of its own');
    assert.equal(find(picked.word)[0], picked.article.id, `"${picked.word}"`);
  });

  it('reads the prose of an MDX body without its front matter or markup', () => {
    const text = bodyText(
      '---\ntitle: "Hidden"\n---\n\n## A heading\n\nSome **bold** prose with <Tip title="x">a tip inside</Tip> and a [link](https://example.com).\n',
    );
    assert.equal(text, 'A heading Some bold prose with a tip inside and a link.');
  });
});
