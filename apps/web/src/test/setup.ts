import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { fakeApi, unhandledRequests } from './fake-api';

// findBy and waitFor wait up to 5 s, not 1: on a busy two-core machine (the suite runs files in
// parallel) a screen can take longer than a second to settle, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // No test reaches a real server: every screen asking who is signed in hears 'nobody' unless the
  // test installs its own fake.
  fakeApi();
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

// A test that logs console.error fails: an error React or the router reports is a bug, not noise.
afterEach(() => {
  cleanup();
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
  expect(unhandledRequests(), 'requests no fake answered').toEqual([]);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
