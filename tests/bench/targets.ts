// The targets of issues 13 and 14 (and the earlier reports' accessibility ones), each a test of one
// figure of a route.
import type { Figures } from './measures';

export interface Target {
  figure: string;
  label: string;
  /** Whether the figure meets the target. */
  met: (value: number) => boolean;
  issue: string;
}

const KB = 1024;

export const TARGETS: Target[] = [
  { figure: 'performance', label: 'Lighthouse performance 100', met: (value) => value >= 100, issue: '14' },
  { figure: 'lcpRatio', label: 'LCP(route) / LCP(twin) <= 1.10', met: (value) => value <= 1.1, issue: '14' },
  { figure: 'tbtMs', label: 'TBT <= 50 ms', met: (value) => value <= 50, issue: '14' },
  { figure: 'longestTaskMs', label: 'no main-thread task over 50 ms', met: (value) => value <= 50, issue: '14' },
  { figure: 'longestScriptTaskMs', label: 'no script task over 50 ms', met: (value) => value <= 50, issue: '14' },
  { figure: 'renderBlockingStylesheets', label: 'at most 1 render-blocking stylesheet', met: (value) => value <= 1, issue: '14' },
  { figure: 'node.js', label: 'JS <= 120 KB as sent (Node)', met: (value) => value <= 120 * KB, issue: '14' },
  { figure: 'nginx.js', label: 'JS <= 120 KB as sent (nginx)', met: (value) => value <= 120 * KB, issue: '14' },
  { figure: 'cls', label: 'CLS 0', met: (value) => value === 0, issue: '14' },
  { figure: 'textCompressionSavings', label: 'uses-text-compression finds nothing', met: (value) => value === 0, issue: '13' },
  { figure: 'node.uncompressedText', label: 'every text response compressed (Node)', met: (value) => value === 0, issue: '13' },
  { figure: 'nginx.uncompressedText', label: 'every text response compressed (nginx)', met: (value) => value === 0, issue: '13' },
  { figure: 'accessibility', label: 'accessibility 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'bestPractices', label: 'best practices 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'seo', label: 'SEO 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'axeViolations', label: '0 axe violations', met: (value) => value === 0, issue: 'earlier reports' },
];

export const RESTART_TARGET_MS = 5_000;

export const targetFor = (figure: string) => TARGETS.find((target) => target.figure === figure);

/** The targets a route misses, by label. */
export function missed(figures: Figures): string[] {
  return TARGETS.filter((target) => figures[target.figure] !== undefined && !target.met(figures[target.figure] as number)).map(
    (target) => target.label,
  );
}
