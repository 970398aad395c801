// The editor's audit of the articles: what a careful reader would catch that no schema can. The
// content build has already held every article to its schema (an Updated date, Sources, ...).
//   error    "in our testing" and the like, with no editor's note saying what was done
//   error    a first-person story (the title says I, me or my) with no editor's note at its top
//   error    a UK spelling (the site is written in US English)
import type { AuditArticle, AuditCheck, Finding } from './types';
import { UK_SPELLINGS } from './uk-spelling';

/**
 * Claims of first-hand testing. Allowed only when the article's editor's note says what was done
 * (it mentions a test, a trial or what was compared), because a reader cannot tell otherwise.
 */
const TESTING_CLAIM =
  /\b(?:in (?:our|my) (?:own )?(?:testing|tests|trials?)|we (?:have |'ve )?(?:tested|tried|benchmarked)|I (?:have |'ve )?(?:tested|tried)|our tests? (?:showed|found)|hands-on (?:testing|tests?))\b|in our experience/i;
const NOTE_SAYS_WHAT_WAS_DONE = /\bwe (?:tested|tried|compared|ran|used)\b/i;

/** Prose a reader sees: the frontmatter's texts and the body, without URLs (a vendor's domain is not our spelling). */
function readerText(article: AuditArticle): string {
  const { title, subtitle, description, editorsNote, hero } = article.prose;
  const texts = [title, subtitle, description, editorsNote, ...Object.values(hero ?? {})].filter(
    (value): value is string => typeof value === 'string',
  );
  return [...texts, article.body].join('\n').replace(/\b(?:url|href)="[^"]*"|https?:\/\/\S+/g, ' ');
}

/** The line of the file a match in the body is on. */
function lineOf(article: AuditArticle, index: number): number {
  return article.bodyLine + article.body.slice(0, index).split('\n').length - 1;
}

export function testingClaims(article: AuditArticle): Finding[] {
  const note = article.prose.editorsNote;
  if (note !== undefined && NOTE_SAYS_WHAT_WAS_DONE.test(note)) return [];
  return [...article.body.matchAll(new RegExp(TESTING_CLAIM.source, 'gi'))].map((match) => ({
    level: 'error',
    where: `${article.file}: line ${lineOf(article, match.index)}`,
    message: `"${match[0]}" with no editor's note saying what was done: add editorsNote, or say what the article can honestly say (vendor documentation, published features)`,
  }));
}

/** A story told as "I" is either one real person's or a composite; the reader is told which before it starts. */
export function firstPersonStory(article: AuditArticle): Finding[] {
  const { title, editorsNote } = article.prose;
  if (title === undefined || !/\b(?:I|me|my|I'm|I've)\b/i.test(title)) return [];
  if (editorsNote !== undefined && editorsNote.trim() !== '') return [];
  return [
    {
      level: 'error',
      where: `${article.file}: frontmatter.editorsNote`,
      message: "a first-person story needs an editor's note at its top saying whose story it is (a composite, or one real person)",
    },
  ];
}

export function ukSpellings(article: AuditArticle): Finding[] {
  const text = readerText(article);
  return UK_SPELLINGS.flatMap(({ uk, us }) =>
    [...text.matchAll(new RegExp(uk.source, 'gi'))].map((match): Finding => ({
      level: 'error',
      where: `${article.file}: "${match[0]}"`,
      message: `UK spelling; the site is written in US English (${us})`,
    })),
  );
}

export const check: AuditCheck = (content) =>
  content.articles.flatMap((article) => [...testingClaims(article), ...firstPersonStory(article), ...ukSpellings(article)]);
