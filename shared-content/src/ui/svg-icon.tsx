import { createElement } from 'react';

/** An icon's drawing as the `lucide` package publishes it: SVG elements and attributes on a 24x24 grid. */
export type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string | number | undefined>>]>;

export interface SvgIconProps {
  icon: IconNode;
  className?: string;
  /** For an icon that stands alone; without it the icon is decorative (its text stands beside it). */
  label?: string;
}

/**
 * Draws a lucide icon in lucide's style (2px round strokes in the text colour). The drawings come
 * from the `lucide` package, imported one icon at a time by the app that shows them, so each
 * bundles only its own; this renderer is shared. lucide-react would do the same job with a larger
 * renderer, which the routes' byte budgets (tests/e2e/operations/budgets.spec.ts) have no room for.
 */
export function SvgIcon({ icon, className, label }: SvgIconProps) {
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      {...accessibility}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
