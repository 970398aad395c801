// The accessibility pass over the hydrated page (axe-core), and the shell's own measures of how
// long each remote module took to load on it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface AxeViolation {
  id: string;
  impact: string;
  nodes: number;
}

export interface RemoteLoad {
  module: string;
  ms: number;
  outcome: string;
}

const AXE = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');

declare global {
  interface Window {
    axe: {
      run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
    };
  }
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: readFileSync(AXE, 'utf8') });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
    }));
  });
}

/** `remote:<name> <module>` measures (shell/src/federation/telemetry.ts). */
export function remoteLoads(page: Page): Promise<RemoteLoad[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('remote:'))
      .map((entry) => ({
        module: entry.name.slice('remote:'.length),
        ms: Math.round(entry.duration),
        outcome: ((entry as PerformanceMeasure).detail as { outcome?: string } | null)?.outcome ?? 'loaded',
      })),
  );
}
