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
  'analytics',
  'social',
  'automation',
  'research',
  'courses',
  'assistants',
  'email',
  'scheduling',
  'meetings',
] as const;

/** The spec's user types ("I am a..."). */
export const USER_TYPES = ['marketers', 'freelancers', 'designers', 'writers', 'developers', 'entrepreneurs'] as const;
export const PRICING_MODELS = ['free', 'freemium', 'paid'] as const;
export const GOALS = ['automate', 'create', 'monetize', 'decide'] as const;
export const BUDGETS = ['free', 'under-50', '50-200', '200-plus'] as const;

/** The directory's preset views, /tools/{preset}: no tool id may take one of these URLs. */
export const TOOL_PRESETS = ['automation', 'trending', 'monetize'] as const;

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
  analytics: 'Analytics',
  social: 'Social Media',
  automation: 'Automation',
  research: 'Research',
  courses: 'Courses',
  assistants: 'AI Assistants',
  email: 'Email',
  scheduling: 'Scheduling',
  meetings: 'Meetings',
};
