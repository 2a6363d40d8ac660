import { describe, expect, it } from 'vitest';
import { createKeyedSnapshots } from '../src/modules/results/snapshots.ts';

describe('results snapshots', () => {
  it('shares one read between concurrent callers of a cold key', async () => {
    let loads = 0;
    const snapshots = createKeyedSnapshots(5_000, () => 0);
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => snapshots.get('a', load)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 1));
    expect(loads).toBe(1);
  });

  it('answers the last value at once after the TTL while one reload runs', async () => {
    let clock = 0;
    let value = 1;
    let loads = 0;
    const snapshots = createKeyedSnapshots(1_000, () => clock);
    const load = () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await snapshots.get('k', load)).toBe(1);
    value = 2;
    clock = 500;
    expect(await snapshots.get('k', load)).toBe(1);
    expect(loads).toBe(1);
    clock = 1_500;
    expect(await snapshots.get('k', load)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await snapshots.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('makes the reader wait for the reload once the value is older than the bound', async () => {
    let clock = 0;
    let value = 1;
    const snapshots = createKeyedSnapshots(1_000, () => clock, 30_000);
    const load = () => Promise.resolve(value);
    expect(await snapshots.get('k', load)).toBe(1);
    value = 2;
    // A quiet spell of 20 minutes: the first reader gets the present, not a 20-minute-old value.
    clock = 20 * 60_000;
    expect(await snapshots.get('k', load)).toBe(2);
    // A failed reload past the bound still answers with the last value.
    clock = 40 * 60_000;
    expect(await snapshots.get('k', () => Promise.reject(new Error('database away')))).toBe(2);
  });

  it('reads every time with a TTL of 0', async () => {
    let loads = 0;
    const snapshots = createKeyedSnapshots(0, () => 0);
    const load = () => Promise.resolve((loads += 1));
    await snapshots.get('k', load);
    await snapshots.get('k', load);
    expect(loads).toBe(2);
  });
});
