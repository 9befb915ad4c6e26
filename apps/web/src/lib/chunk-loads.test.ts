import { describe, expect, it } from 'vitest';
import { chunksLoaded, trackChunkLoad } from './chunk-loads';

const settledYet = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('chunksLoaded', () => {
  it('resolves at once when no chunk is loading', async () => {
    expect(await settledYet(chunksLoaded())).toBe(true);
  });

  it('waits for every chunk loading, failed ones included', async () => {
    let finishFirst = () => {};
    let failSecond = () => {};
    const first = trackChunkLoad(new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = trackChunkLoad(new Promise<void>((_, reject) => (failSecond = () => reject(new Error('offline')))));
    const loaded = chunksLoaded();
    finishFirst();
    await first;
    expect(await settledYet(loaded)).toBe(false);
    failSecond();
    await expect(second).rejects.toThrow('offline');
    expect(await settledYet(loaded)).toBe(true);
  });
});
