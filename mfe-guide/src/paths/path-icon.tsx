import { SvgIcon, type IconNode } from '@toolverse/shared-content/ui/svg-icon';
import type { GuidePathIconName } from '@toolverse/shared-content/content/icon-names';
import { HandCoins, Palette, Rocket, Workflow } from 'lucide';

// Imported one by one so the guide bundles only these drawings.
const ICONS: Record<GuidePathIconName, IconNode> = { workflow: Workflow, 'hand-coins': HandCoins, palette: Palette, rocket: Rocket };

export interface PathIconProps {
  name: GuidePathIconName;
  className?: string;
}

/** A guide path's icon (named in guide.json): decorative, the path's title always stands beside it. */
export function PathIcon({ name, className = 'h-8 w-8 shrink-0 text-glow-cyan' }: PathIconProps) {
  return <SvgIcon icon={ICONS[name]} className={className} />;
}
