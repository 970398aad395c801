import * as z from 'zod';
import { GUIDE_PATH_ICONS } from '../icon-names';
import { QUIZ_IDS } from '../quiz-ids';
import { TOOL_CATEGORIES } from '../tool-taxonomy';

export const GUIDE_PATH_IDS = ['automate', 'sidehustle', 'create', 'expert'] as const;

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id');
const unique = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'lists an entry twice');

/** One of the guide's four paths: what it is, and where it sends the reader. */
export const GuidePathSchema = z.strictObject({
  id: z.enum(GUIDE_PATH_IDS),
  title: z.string().min(5).max(40),
  description: z.string().min(30).max(140),
  /** A lucide icon name from GUIDE_PATH_ICONS (an emoji would depend on the reader's fonts). */
  icon: z.enum(GUIDE_PATH_ICONS, { error: `must be one of ${GUIDE_PATH_ICONS.join(', ')}` }),
  /** A paragraph on how to follow the path. */
  intro: z.string().min(80).max(400),
  /** Article slugs, in reading order: /blog/{slug}. */
  articles: unique(kebab, 3, 6),
  /** Tool categories of The Arsenal: /tools?category={id}. */
  toolCategories: unique(z.enum(TOOL_CATEGORIES), 2, 4),
  /** Quizzes: /quizzes#{id}. */
  quizzes: unique(z.enum(QUIZ_IDS), 1, 2),
  /** Tools of The Arsenal to try first, by id. */
  quickPicks: unique(kebab, 3, 5),
});

/** A tool category as the guide presents it: its own words and picture. */
export const ToolCategoryCardSchema = z.strictObject({
  id: z.enum(TOOL_CATEGORIES),
  name: z.string().min(3).max(30),
  description: z.string().min(30).max(140),
  colour: z.enum(['blue', 'purple', 'pink', 'cyan', 'orange', 'neutral']),
});

export const GuideSchema = z
  .strictObject({
    paths: z
      .array(GuidePathSchema)
      .refine(
        (paths) => paths.map((path) => path.id).join() === GUIDE_PATH_IDS.join(),
        `must hold the four paths in order: ${GUIDE_PATH_IDS.join(', ')}`,
      ),
    toolCategories: z
      .array(ToolCategoryCardSchema)
      .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, 'describes a category twice'),
  })
  .superRefine((guide, context) => {
    const described = new Set(guide.toolCategories.map((card) => card.id));
    guide.paths.forEach((path, index) => {
      path.toolCategories.forEach((id, position) => {
        if (!described.has(id))
          context.addIssue({
            code: 'custom',
            path: ['paths', index, 'toolCategories', position],
            message: `"${id}" has no card in toolCategories`,
          });
      });
    });
  });

export type Guide = z.infer<typeof GuideSchema>;
export type GuidePath = z.infer<typeof GuidePathSchema>;
export type ToolCategoryCard = z.infer<typeof ToolCategoryCardSchema>;

/** Every problem of the guide's data, each naming the field: schema errors, then links to content that does not exist. */
export function guideProblems(
  data: unknown,
  known: { articles: ReadonlySet<string>; tools: ReadonlySet<string> },
  file = 'guide.json',
): string[] {
  const parsed = GuideSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return parsed.data.paths.flatMap((path, index) => [
    ...path.articles.flatMap((slug, position) =>
      known.articles.has(slug) ? [] : [`${file}: paths.${index}.articles.${position}: "${slug}" is not an article`],
    ),
    ...path.quickPicks.flatMap((id, position) =>
      known.tools.has(id) ? [] : [`${file}: paths.${index}.quickPicks.${position}: "${id}" is not a tool of The Arsenal`],
    ),
  ]);
}
