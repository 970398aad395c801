import * as z from 'zod';
import { CATEGORIES } from '../categories';
import { CATEGORY_ICONS } from '../icon-names';
import { GOALS, USER_TYPES } from '../tool-taxonomy';

/**
 * The article content model (shared-content/content/AUTHORING.md). Frontmatter is what editors write; the catalogue entry is
 * what the build derives from it and the body (tool cards, word count). Types come from these
 * schemas and are never declared twice.
 */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');
const categoryId = z.enum(CATEGORIES.map((category) => category.id) as [string, ...string[]], {
  error: `must be one of ${CATEGORIES.map((category) => category.id).join(', ')}`,
});
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

/** A blog category, with its badge color. */
export const CategorySchema = z.strictObject({
  id: slug,
  title: z.string().min(3),
  description: z.string().min(10),
  icon: z.enum(CATEGORY_ICONS, { error: `must be one of ${CATEGORY_ICONS.join(', ')}` }),
  badge: z.enum(['blue', 'purple', 'pink', 'cyan', 'orange', 'neutral']),
});

/** Search-engine metadata of a page. */
export const SeoSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).max(10).default([]),
});

/** A link to an article in a list: related posts, previous/next, recommendations. */
export const ArticleLinkSchema = z.strictObject({ title: z.string().min(1), slug, category: categoryId.optional() });

/** A tip or insight box in an article body: <Tip title="...">text</Tip>. */
export const CalloutSchema = z.strictObject({
  kind: z.enum(['tip', 'insight']),
  title: z.string({ error: 'every tip and insight needs a title="..."' }).min(3),
});

export const ImageSchema = z.strictObject({
  alt: z.string().min(10, 'alt text must describe the image (10 characters at least)'),
  caption: z.string().min(1).optional(),
});

export const CallToActionSchema = z.discriminatedUnion('variant', [
  z.strictObject({ variant: z.literal('quiz') }),
  z.strictObject({ variant: z.literal('tools'), buttonText: z.string().min(3).optional() }),
  z.strictObject({ variant: z.literal('articles'), recommendations: z.array(slug).length(3) }),
]);

/**
 * A page an article relies on: the vendor's own site, pricing page or documentation. Listed under
 * the article as its Sources, so a reader can check every fact against where it came from.
 */
export const SourceSchema = z.strictObject({
  title: z.string({ error: 'every source needs a title' }).min(3),
  url: httpsUrl,
});

/** One revision of an article's facts or advice, in a sentence a reader understands. */
export const ChangeSchema = z.strictObject({
  date: z.iso.date({ error: 'must be an ISO date (YYYY-MM-DD)' }),
  what: z.string().min(10).max(200),
});

/**
 * What the article advises against, as data the quizzes can be held to: the tool (a tool id of The
 * Arsenal) and the reader it is wrong for, named in the quizzes' vocabulary (a user type or a goal).
 */
export const VerdictSchema = z
  .strictObject({
    tool: slug,
    audience: z.enum(USER_TYPES).optional(),
    goal: z.enum(GOALS).optional(),
    /** Where the article says so, in a few words. */
    reason: z.string().min(10).max(160),
  })
  .refine((verdict) => verdict.audience !== undefined || verdict.goal !== undefined, {
    error: 'names the reader it advises: an audience or a goal',
  });

const sourcesRequired = 'must list the vendor pages and docs the article relies on';
const isoDate = z.iso.date({ error: 'must be an ISO date (YYYY-MM-DD)' });

export const ArticleFrontmatterSchema = z
  .strictObject({
    title: z.string().min(10),
    subtitle: z.string().min(10),
    category: categoryId,
    /** First published. */
    date: isoDate,
    /**
     * The last day the article's facts or advice changed (the publication date if they never did): shown as
     * "Updated" under the byline when it differs from `date`. Edits of wording alone do not move it.
     */
    updated: isoDate,
    /** What changed on each revision of facts or advice, newest first; required once `updated` differs from `date`. */
    changes: z.array(ChangeSchema).min(1).optional(),
    /**
     * A note shown right under the header, before the story starts: a composite told in one voice,
     * or what a comparison did and did not do (AUTHORING.md, "Honest claims").
     */
    editorsNote: z.string().min(20, "an editor's note says what the reader should know (20 characters at least)").optional(),
    sources: z.array(SourceSchema, { error: sourcesRequired }).min(1, sourcesRequired),
    trending: z.boolean().default(false),
    /** One of the 9 articles of the home page's Featured Explorations. */
    featured: z.boolean().default(false),
    description: z.string().min(50, 'must be a real description (50 characters at least)').max(170),
    keywords: z.array(z.string().min(2)).min(3).max(10),
    hero: ImageSchema,
    related: z.array(slug).length(3, 'must list exactly 3 related articles'),
    sidebarTools: z.array(slug).min(1).max(7, 'at most 7 sidebar tools'),
    cta: CallToActionSchema,
    /** The article's verdicts against a tool for a kind of reader: no quiz may recommend that tool to that reader. */
    advisesAgainst: z.array(VerdictSchema).optional(),
  })
  .refine((frontmatter) => frontmatter.updated >= frontmatter.date, { path: ['updated'], error: 'cannot be before the publication date' })
  .superRefine(({ date, updated, changes }, context) => {
    if (!changes) {
      if (updated !== date)
        context.addIssue({ code: 'custom', path: ['changes'], message: `is missing: say what changed on ${updated}, the Updated date` });
      return;
    }
    if (changes[0]?.date !== updated)
      context.addIssue({ code: 'custom', path: ['changes', 0, 'date'], message: `must be the Updated date, ${updated}` });
    changes.forEach((change, index) => {
      if (change.date < date || change.date > updated)
        context.addIssue({ code: 'custom', path: ['changes', index, 'date'], message: `must fall between ${date} and ${updated}` });
      const previous = changes[index - 1];
      if (previous && previous.date < change.date)
        context.addIssue({ code: 'custom', path: ['changes', index, 'date'], message: 'changes are listed newest first' });
    });
  });

/** A numbered tool card in an article body: <ToolCard rank={1} id="..." name="..." ... />. */
export const ToolCardSchema = z.strictObject({
  rank: z.number().int().positive(),
  id: slug,
  name: z.string().min(1),
  category: z.string().min(2),
  url: httpsUrl,
});

export const ArticleSchema = ArticleFrontmatterSchema.safeExtend({
  slug,
  /** Minutes to read, from the body's word count. */
  readMinutes: z.number().int().positive(),
  tools: z.array(ToolCardSchema).min(1),
});

export type ArticleFrontmatter = z.infer<typeof ArticleFrontmatterSchema>;
export type ArticleSource = z.infer<typeof SourceSchema>;
export type CategoryEntry = z.infer<typeof CategorySchema>;
export type Seo = z.infer<typeof SeoSchema>;
export type ArticleLink = z.infer<typeof ArticleLinkSchema>;
export type ToolCard = z.infer<typeof ToolCardSchema>;
export type CallToAction = z.infer<typeof CallToActionSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type ArticleChange = z.infer<typeof ChangeSchema>;
export type Verdict = z.infer<typeof VerdictSchema>;
