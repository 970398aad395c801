import type { ReactNode } from 'react';

/**
 * An article heading, shown as it is by the server; the article's motion island hides the ones still
 * below the 85% line once it starts, and fades each in as the reader reaches it (island.ts).
 */
export function FadeInHeading({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag data-fade-in="" data-faded-in="true" className="translate-y-0 opacity-100 transition-[opacity,transform] duration-700">
      {children}
    </Tag>
  );
}
