import { describe, expect, it } from 'vitest';
import { batchedReader } from './batched-reader';

describe('batchedReader', () => {
  it('shares one read among the callers of one event-loop turn, started after they asked', async () => {
    let reads = 0;
    let gate: (n: number) => void = () => {};
    const read = batchedReader(() => {
      reads += 1;
      return new Promise<number>((resolve) => {
        gate = resolve;
      });
    });
    const a = read();
    const b = read();
    expect(reads).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(1);
    // Asked while that read runs: it may predate the change this caller must see, so a new one.
    const c = read();
    gate(1);
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    gate(2);
    expect(await c).toBe(2);
  });

  it('passes a failed read on, and reads again next time', async () => {
    let fail = true;
    const read = batchedReader(async () => {
      if (fail) throw new Error('database unreachable');
      return 5;
    });
    await expect(read()).rejects.toThrow('database unreachable');
    fail = false;
    expect(await read()).toBe(5);
  });
});
