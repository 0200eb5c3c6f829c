import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library advances fake timers in its async helpers (userEvent, waitFor) only when it
// sees Jest; this shim lets it drive Vitest's fake timers the same way.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// React Testing Library unmounts after each test only when globals are on; ours are not.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
