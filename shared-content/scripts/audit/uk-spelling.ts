// The editor's audit of spelling in the data readers see outside the articles: The Arsenal
// (tools.json), the quizzes and the guide. The site is written in US English; a UK spelling is an
// error naming the file, the field and the word. The articles' check (./articles.ts) uses the same list.
import type { AuditCheck, AuditContent, Finding } from './types';

/**
 * UK spellings and their US forms. Stems match inflections (organise, organised, organising...).
 * Words whose UK form is also correct US English ("analysis", "dialogue") are not listed.
 */
export const UK_SPELLINGS: readonly { uk: RegExp; us: string }[] = [
  {
    uk: /\b(vectoris|optimis|organis|recognis|realis|prioritis|personalis|summaris|customis|categoris|minimis|maximis|specialis|visualis|monetis|standardis|utilis|apologis|criticis|finalis|authoris|memoris|synchronis|emphasis|stylis|penalis|capitalis|characteris|familiaris|harmonis|localis|normalis|sanitis|symbolis|theoris|mobilis|modernis|globalis|scrutinis)(e|es|ed|ing|ation|ations|er|ers)\b/i,
    us: '-ize / -ization',
  },
  { uk: /\b(analys|paralys|catalys)(e|es|ed|ing)\b/i, us: '-yze (analyze, paralyze)' },
  {
    uk: /\b(?:re)?(colour|favour|behaviour|labour|honour|humour|neighbour|flavour|rumour|endeavour|harbour|savour)(s|ed|ing|ite|ites|able|ful|al)?\b/i,
    us: '-or (color, favorite, behavior ...)',
  },
  { uk: /\b(centre|theatre|fibre|metre|litre|calibre)s?\b/i, us: '-er (center, theater, fiber)' },
  { uk: /\b(defence|offence|licence|pretence)s?\b/i, us: '-se (defense, offense, license)' },
  {
    uk: /\b(travell|cancell|modell|labell|fuell|levell|signall|counsell|channell)(ed|ing|er|ers|or|ors)\b/i,
    us: 'one l (traveled, canceled, labeled ...)',
  },
  { uk: /\b(catalogue|programme)s?\b/i, us: 'catalog, program' },
  { uk: /\bmaths\b/i, us: 'math' },
  { uk: /\bgrey\b/i, us: 'gray' },
  { uk: /\b(whilst|amongst)\b/i, us: 'while, among' },
  { uk: /\b(learnt|spelt|dreamt)\b/i, us: 'learned, spelled, dreamed' },
  { uk: /\b(sceptic|sceptical|scepticism)\b/i, us: 'skeptic, skeptical' },
  {
    uk: /\b(enrol|enrols|fulfil|fulfils|fulfilment|enrolment|enrolments|instalment|instalments)\b/i,
    us: 'enroll, fulfill, fulfillment, enrollment, installment',
  },
  { uk: /\benquir(e|es|ed|ing|y|ies)\b/i, us: 'inquire, inquiry' },
  { uk: /\b(judgement|acknowledgement)s?\b/i, us: 'judgment, acknowledgment' },
  { uk: /\b(cheque|tyre|aluminium|artefact|jewellery)s?\b/i, us: 'check, tire, aluminum, artifact, jewelry' },
  { uk: /\bageing\b/i, us: 'aging' },
  { uk: /\bspeciality\b/i, us: 'specialty' },
  { uk: /\b(focuss|benefitt)(ed|ing)\b/i, us: 'focused, benefited' },
  { uk: /\bdependants?\b/i, us: 'dependent(s)' },
  { uk: /\bpractis(e|es|ed|ing)\b/i, us: 'practice (the verb too)' },
];

/** Every UK spelling in a text, with its US form. */
export function ukSpellingsIn(text: string): { word: string; us: string }[] {
  return UK_SPELLINGS.flatMap(({ uk, us }) => [...text.matchAll(new RegExp(uk.source, 'gi'))].map((match) => ({ word: match[0], us })));
}

/**
 * The strings of a JSON value a reader can see, with the path they are at: values, never keys; not
 * ids or slugs (kebab-case) and not URLs, which are the vendors' spelling.
 */
function readerStrings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string')
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || /^https?:\/\//.test(value) ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => readerStrings(item, path === '' ? String(index) : `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => readerStrings(item, path === '' ? key : `${path}.${key}`));
  return [];
}

/** The data files this check reads, as the audit's content holds them. */
function dataFiles(content: AuditContent): { file: string; data: unknown }[] {
  return [
    { file: 'shared-content/content/tools.json', data: content.toolsData },
    { file: 'mfe-quizzes/src/data/quizzes.json', data: content.quizzes.summaries },
    { file: 'mfe-quizzes/src/data/questions.json', data: content.quizzes.questions },
    { file: 'mfe-guide/src/data/guide.json', data: content.guide },
  ];
}

export const check: AuditCheck = (content) =>
  dataFiles(content).flatMap(({ file, data }) =>
    readerStrings(data, '').flatMap(({ path, text }) =>
      ukSpellingsIn(text).map(({ word, us }): Finding => ({
        level: 'error',
        where: `${file}: ${path}: "${word}"`,
        message: `UK spelling; the site is written in US English (${us})`,
      })),
    ),
  );
