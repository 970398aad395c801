import { MODEL_WORDS } from '@toolverse/shared-content/domain/plans/words';
import type { PricingModel, Tool, UserType } from '@toolverse/shared-content/content/schemas/tool';

export { TOOL_CATEGORY_LABELS as CATEGORY_LABELS } from '@toolverse/shared-content/content/tool-taxonomy';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  marketers: 'Marketer',
  freelancers: 'Freelancer',
  designers: 'Designer',
  writers: 'Writer',
  developers: 'Developer',
  entrepreneurs: 'Entrepreneur',
};

/** The pricing model in the words the compare table and every other page use. */
export const PRICING_LABELS: Record<PricingModel, string> = MODEL_WORDS;

/** A tool's model from its record, or that its plans have not been read. */
export const pricingLabel = (model: PricingModel | null): string => (model === null ? 'Plans not read yet' : PRICING_LABELS[model]);

/** What each goal helps a reader do, as it reads after "helps you". */
export const GOAL_PHRASES: Record<Tool['goals'][number], string> = {
  create: 'create content',
  automate: 'automate routine work',
  monetize: 'earn money',
  decide: 'research and decide',
};
