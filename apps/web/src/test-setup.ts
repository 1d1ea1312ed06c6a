import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// findBy* waits 1 s by default; an antd form's submit (validation, the mocked call, the message
// dialog) takes longer than that on a busy 2-core CI machine. The test timeout stays 15 s.
configure({ asyncUtilTimeout: 5_000 });

/** Browser APIs that happy-dom lacks and antd needs (responsive observers, matchMedia). */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
}

// React and antd finish unmounting (dialog close, motion) on later ticks: let that work run before
// the file's environment is torn down, or it fails with "window is not defined" under load
// (100 ms was not enough with two workers on a loaded 2-core machine).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
});
