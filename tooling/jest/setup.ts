import '@testing-library/jest-dom';

// jsdom has no ResizeObserver; Radix's positioning observes sizes with it (all zero in jsdom).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
