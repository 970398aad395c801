import type { BadgeColour, Category } from '@toolverse/shared-content/content/categories';

const BADGE_CLASS: Record<BadgeColour, string> = {
  blue: 'bg-blue-500/15 text-blue-200 ring-blue-400/40',
  purple: 'bg-purple-500/15 text-purple-200 ring-purple-400/40',
  pink: 'bg-pink-500/15 text-pink-200 ring-pink-400/40',
  cyan: 'bg-cyan-500/15 text-cyan-200 ring-cyan-400/40',
  orange: 'bg-orange-500/15 text-orange-200 ring-orange-400/40',
  neutral: 'bg-slate-500/15 text-slate-200 ring-slate-400/40',
};

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ring-1 ${BADGE_CLASS[category.badge]}`}>
      {category.title}
    </span>
  );
}
