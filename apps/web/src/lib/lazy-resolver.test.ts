import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

const passes: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the resolver at the first check only, then checks with it', async () => {
    const load = vi.fn(async () => passes);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Asha' }, undefined, OPTIONS)).resolves.toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    await resolver({ name: 'Ravi' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check when it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(passes);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Asha' }, undefined, OPTIONS)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Asha' }, undefined, OPTIONS)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
