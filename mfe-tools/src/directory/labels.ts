import type { PricingModel, ToolCategory, UserType } from '@toolverse/shared-content/schemas';

export const CATEGORY_LABELS: Record<ToolCategory, string> = {
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

export const USER_TYPE_LABELS: Record<UserType, string> = {
  marketers: 'Marketer',
  freelancers: 'Freelancer',
  designers: 'Designer',
  writers: 'Writer',
  developers: 'Developer',
  entrepreneurs: 'Entrepreneur',
};

export const PRICING_LABELS: Record<PricingModel, string> = { free: 'Free', freemium: 'Free plan + paid', paid: 'Paid' };
