import { SvgIcon, type IconNode } from '@toolverse/shared-content/ui/svg-icon';
import type { Category } from '@toolverse/shared-content/content/categories';
import type { CategoryIconName } from '@toolverse/shared-content/content/icon-names';
import { Brain, Clapperboard, HandCoins, Swords, Zap } from 'lucide';

// Imported one by one so the blog bundles only these five drawings.
const ICONS: Record<CategoryIconName, IconNode> = {
  zap: Zap,
  'hand-coins': HandCoins,
  swords: Swords,
  clapperboard: Clapperboard,
  brain: Brain,
};

export interface CategoryIconProps {
  category: Category;
  className?: string;
}

/** A category's icon: decorative, its title always stands beside it. */
export function CategoryIcon({ category, className = 'h-6 w-6 shrink-0 text-glow-cyan' }: CategoryIconProps) {
  return <SvgIcon icon={ICONS[category.icon]} className={className} />;
}
