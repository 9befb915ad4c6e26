import { describe, expect, it } from 'vitest';
import { pageWorkDone, startPageWork, trackPageWork } from './page-work';

const settledYet = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('pageWorkDone', () => {
  it('resolves at once when nothing is on its way', async () => {
    expect(await settledYet(pageWorkDone())).toBe(true);
  });

  it('waits for every part on its way, failed chunks included, and counts each arrival once', async () => {
    let failChunk = () => {};
    const chunk = trackPageWork(new Promise<void>((_, reject) => (failChunk = () => reject(new Error('offline')))));
    const drawn = startPageWork();
    const arrived = pageWorkDone();
    drawn();
    drawn();
    expect(await settledYet(arrived)).toBe(false);
    failChunk();
    await expect(chunk).rejects.toThrow('offline');
    expect(await settledYet(arrived)).toBe(true);
  });
});
