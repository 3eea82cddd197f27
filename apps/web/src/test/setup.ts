import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

// A test that logs console.error fails: an error React or the router reports is a bug, not noise.
afterEach(() => {
  cleanup();
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
