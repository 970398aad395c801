/** The five blog categories, in the spec's order, with their icons (CATEGORY_ICONS) and badge colors. */
export const CATEGORIES = [
  {
    id: 'work-smarter',
    title: 'Work Smarter',
    description: 'Hand the busywork to AI and take your hours back.',
    icon: 'zap',
    badge: 'blue',
  },
  {
    id: 'monetize',
    title: 'Side Hustle & Monetization',
    description: 'Turn AI tools into income you can count on.',
    icon: 'hand-coins',
    badge: 'purple',
  },
  {
    id: 'tool-battles',
    title: 'Tool Battles',
    description: 'Head-to-head reviews that pick a winner.',
    icon: 'swords',
    badge: 'pink',
  },
  {
    id: 'creator-tools',
    title: 'Creator AI Tools',
    description: 'Make more content, faster, without losing your voice.',
    icon: 'clapperboard',
    badge: 'cyan',
  },
  {
    id: 'psych-hack-stories',
    title: 'Psych Hack & Stories',
    description: 'The human side of working with AI: focus, guilt, momentum.',
    icon: 'brain',
    badge: 'orange',
  },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];
export type CategoryTitle = Category['title'];
export type BadgeColour = Category['badge'] | 'neutral';

export function categoryById(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/** The blog's `?category=` value is the category title, readable in a shared link. */
export function categoryByTitle(title: string): Category | undefined {
  return CATEGORIES.find((category) => category.title === title);
}
