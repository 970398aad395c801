import type { CategoryId } from './categories';

/**
 * The catalogue of the 23 articles: what the whole site needs to know about an article without
 * loading its body (search, links, category lists). The blog remote owns the bodies.
 * Order is the spec's slug order; categories cut it 4/4/5/5/5.
 */
export interface ArticleSummary {
  slug: string;
  title: string;
  category: CategoryId;
  /** ISO date of publication; the spec's where it gives one, else its default (May 1, 2025). */
  date: string;
}

export const ARTICLES: readonly ArticleSummary[] = [
  { slug: 'ai-tools-replace-assistant', title: '10 AI Tools That Can Replace a Full-Time Assistant in 2025', category: 'work-smarter', date: '2025-04-25' },
  { slug: 'automate-freelance-workflow', title: 'How to Automate Your Freelance Workflow with 7 AI Tools', category: 'work-smarter', date: '2025-04-27' },
  { slug: 'ai-copywriting-tools', title: '8 Best AI Copywriting Tools That Actually Convert in 2025', category: 'work-smarter', date: '2025-05-01' },
  { slug: 'chrome-extensions-save-time', title: '7 Chrome Extensions That Save Me 15 Hours a Week', category: 'work-smarter', date: '2025-04-29' },
  { slug: 'affiliate-ai-earnings', title: 'Best Affiliate Income AI Tools for Creators in 2025', category: 'monetize', date: '2025-05-01' },
  { slug: 'chatgpt-money-no-code', title: 'How to Make Money with ChatGPT in 2025', category: 'monetize', date: '2025-05-01' },
  { slug: 'ai-course-creators', title: '7 Best AI Course Creators for Coaches in 2025', category: 'monetize', date: '2025-05-01' },
  { slug: 'ai-dropshipping-guide', title: 'AI Dropshipping Guide: Launch a Store in 24 Hours', category: 'monetize', date: '2025-05-01' },
  { slug: 'jasper-vs-copy-ai-review', title: 'Jasper vs Copy.ai: Brutally Honest Review (2025)', category: 'tool-battles', date: '2025-05-01' },
  { slug: 'chatgpt-vs-gemini-vs-claude', title: 'ChatGPT vs Gemini vs Claude: Ultimate AI Battle 2025', category: 'tool-battles', date: '2025-05-01' },
  { slug: 'canva-ai-vs-adobe-firefly', title: 'Canva AI vs Adobe Firefly: The Ultimate Comparison', category: 'tool-battles', date: '2025-05-01' },
  {
    slug: 'top-ai-chrome-extensions',
    title: 'Best AI Chrome Extensions for Productivity in 2025 (Ranked & Reviewed)',
    category: 'tool-battles', date: '2025-05-01',
  },
  { slug: 'best-ai-logo-generators', title: '7 Best AI Logo Generators of 2025 (Free & Paid)', category: 'tool-battles', date: '2025-05-01' },
  { slug: 'ai-tools-viral-reels', title: '7 AI Tools for Creating Viral Reels in 2025', category: 'creator-tools', date: '2025-05-01' },
  { slug: 'post-daily-linkedin-ai', title: 'How to Post Daily on LinkedIn Using AI (Step-by-Step)', category: 'creator-tools', date: '2025-05-01' },
  { slug: 'ai-seo-tools-hack-google', title: '7 AI SEO Tools That Hack Google (Legally) in 2025', category: 'creator-tools', date: '2025-05-01' },
  { slug: 'ai-social-media-toolkit', title: 'AI Social Media Toolkit (Free + Paid Options)', category: 'creator-tools', date: '2025-05-01' },
  {
    slug: 'build-online-course-ai-tools',
    title: 'Build a Full Online Course Using Free AI Tools (2025 Guide)',
    category: 'creator-tools', date: '2025-05-01',
  },
  { slug: 'ai-tool-quit-job', title: 'The AI Tool That Made Me Quit My 9-to-5', category: 'psych-hack-stories', date: '2025-05-01' },
  { slug: 'not-lazy-wrong-tools', title: "You're Not Lazy, You're Using the Wrong Tools", category: 'psych-hack-stories', date: '2025-05-01' },
  { slug: 'ai-dopamine-productivity', title: 'AI Tools and the Dopamine Loop: Get Focus Back in 2025', category: 'psych-hack-stories', date: '2025-05-01' },
  { slug: 'tool-feels-like-superpower', title: 'The AI Tool That Feels Like a Superpower', category: 'psych-hack-stories', date: '2025-05-01' },
  {
    slug: 'productivity-guilt-healing-tools',
    title: 'Productivity Guilt Is Real: 7 AI Tools That Help You Heal',
    category: 'psych-hack-stories', date: '2025-05-01',
  },
];

/** Other spellings used by links in the wild; each redirects to its article (DESIGN §2). */
export const ARTICLE_ALIASES: Readonly<Record<string, string>> = {
  'make-money-with-chatgpt': 'chatgpt-money-no-code',
  'build-online-course-with-ai': 'build-online-course-ai-tools',
  'ai-tools-for-viral-reels': 'ai-tools-viral-reels',
  'post-daily-on-linkedin': 'post-daily-linkedin-ai',
  'ai-seo-tools': 'ai-seo-tools-hack-google',
};

export function articleBySlug(slug: string): ArticleSummary | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

export function articlesInCategory(category: CategoryId): ArticleSummary[] {
  return ARTICLES.filter((article) => article.category === category);
}
