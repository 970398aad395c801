import '@testing-library/jest-dom';
import { loadTooltips } from '@toolverse/shared-content';

// Component tests render with Radix Tooltip in place from the start, as a reader sees the controls
// after the first move of the mouse; the swap itself is tested on its own (icon-tooltip.test.tsx).
beforeAll(() => (typeof document === 'undefined' ? undefined : loadTooltips()));

// jsdom has no ResizeObserver; Radix's positioning observes sizes with it (all zero in jsdom).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
