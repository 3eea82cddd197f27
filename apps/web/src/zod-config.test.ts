import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless before zod is imported', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // No fast parser is compiled: building and using an object schema never reaches Function.
    const compiled: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
