/**
 * The icons content may name, as lucide icon names (https://lucide.dev/icons). Content holds a name,
 * never an emoji: emoji depend on the reader's fonts (a machine without an emoji font shows empty
 * boxes). Each list is fixed so the schema can refuse a name, and small so the app that draws
 * them bundles only these SVGs.
 */
export const CATEGORY_ICONS = ['zap', 'hand-coins', 'swords', 'clapperboard', 'brain'] as const;
export const GUIDE_PATH_ICONS = ['workflow', 'hand-coins', 'palette', 'rocket'] as const;

export type CategoryIconName = (typeof CATEGORY_ICONS)[number];
export type GuidePathIconName = (typeof GUIDE_PATH_ICONS)[number];
