// The directory's vocabularies, free of any schema library so the tools page can ship them.

/** The directory's tool categories: the spec's filter ids plus what the tools need. */
export const TOOL_CATEGORIES = [
  'writing',
  'design',
  'productivity',
  'ecommerce',
  'extensions',
  'seo',
  'audio',
  'video',
  'social',
  'automation',
  'presentations',
  'research',
  'courses',
  'assistants',
  'email',
  'scheduling',
  'meetings',
] as const;

/** The spec's user types ("I am a..."). */
export const USER_TYPES = ['marketers', 'freelancers', 'designers', 'writers', 'developers', 'entrepreneurs'] as const;
/** How a tool is sold: free, a free plan with paid plans, a free trial of paid plans, or paid only. */
export const PRICING_MODELS = ['free', 'freemium', 'free-trial', 'paid'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];
/**
 * Where a reading of a tool's plans comes from, most trusted first (schemas/plans.ts): the vendor's
 * page read by us, a dated copy of it, a dataset published with a licence, a dated third-party report.
 */
export const PRICE_SOURCE_KINDS = ['vendor-page', 'vendor-page-copy', 'licensed-dataset', 'third-party-report'] as const;
export const GOALS = ['automate', 'create', 'monetize', 'decide'] as const;
/**
 * The budget brackets, cheapest first: "free" for a tool with a free plan, otherwise the bracket of
 * its cheapest paid plan's figure a month (plans/record.ts derives it; nothing else states it).
 */
export const BUDGETS = ['free', 'under-50', '50-200', '200-plus'] as const;

/**
 * The directory's preset views, /tools/{preset}, in the order the directory offers them: declared
 * here only (the Arsenal's routes, pages and view names, the home page's intent cards and the
 * browser tests read this list). No tool id may take one of these URLs.
 */
export const TOOL_PRESETS = ['automation', 'trending', 'monetize'] as const;
export type ToolPreset = (typeof TOOL_PRESETS)[number];

/** Every word after /tools/ that is a page of the directory, not a tool: its presets and the compare page. */
export const TOOL_PATH_WORDS: readonly string[] = [...TOOL_PRESETS, 'compare', 'changes'];

/** How a tool category reads on buttons and cards. */
export const TOOL_CATEGORY_LABELS: Record<(typeof TOOL_CATEGORIES)[number], string> = {
  writing: 'Writing',
  design: 'Design',
  productivity: 'Productivity',
  ecommerce: 'E-commerce',
  extensions: 'Extensions',
  seo: 'SEO',
  audio: 'Audio',
  video: 'Video',
  social: 'Social Media',
  automation: 'Automation',
  presentations: 'Presentations',
  research: 'Research',
  courses: 'Courses',
  assistants: 'AI Assistants',
  email: 'Email',
  scheduling: 'Scheduling',
  meetings: 'Meetings',
};

/**
 * Whether a tool shows under a category of the directory: its own, and Extensions as well for a
 * tool whose browser extension the articles present.
 */
export function inCategory(
  tool: { category: (typeof TOOL_CATEGORIES)[number]; browserExtension?: boolean },
  category: (typeof TOOL_CATEGORIES)[number],
): boolean {
  return tool.category === category || (category === 'extensions' && tool.browserExtension === true);
}
