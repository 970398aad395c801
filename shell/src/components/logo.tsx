import { useId } from 'react';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  // The header and the footer both show the mark: each needs its own gradient id.
  const gradient = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#67e8f9" />
          <stop offset="1" stopColor="#c4b5fd" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="13" fill="none" stroke={`url(#${gradient})`} strokeWidth="2.5" />
      <ellipse cx="16" cy="16" rx="15" ry="5.5" fill="none" stroke="#f9a8d4" strokeWidth="1.5" transform="rotate(-25 16 16)" />
      <circle cx="16" cy="16" r="4.5" fill={`url(#${gradient})`} />
    </svg>
  );
}

export function Wordmark() {
  return <span className="text-lg font-extrabold tracking-tight text-ink">{SITE_NAME}</span>;
}
