import { afterEach, vi } from 'vitest';

// A test that logs console.error fails: an error nobody asserted on is a bug somewhere.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((a) => a.join(' ')).join('\n')}`);
  }
});
