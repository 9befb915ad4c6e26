// How the ratios are judged (decision 0048): the median of each round's ratio, the pair measured in the same round.
import { describe, expect, it } from 'vitest';
import { ratiosOf, ratiosOfMedians } from './targets.mjs';

const server = (...rps) => ({ rps: [...rps].sort((a, b) => a - b)[Math.floor(rps.length / 2)], runs: rps.map((r) => ({ rps: r })) });
const route = (appNoCache, bare) => ({ servers: { appNoCache, bare, app: appNoCache, bareCached: bare } });

describe('the ratios of a route', () => {
  it("take each round's ratio, so a round when the whole machine was slower moves both servers", () => {
    // The machine halved its speed in round 2 and was slow for the reference alone in round 3.
    const drifted = route(server(2000, 1000, 1900), server(2000, 1050, 1500));
    // Rounds: 2000 / 2000, 1000 / 1050, 1900 / 1500; the medians 1900 and 1500 come from different rounds.
    expect(ratiosOf(drifted).noCacheVsBare).toBeCloseTo(1, 5);
    expect(ratiosOfMedians(drifted).noCacheVsBare).toBeCloseTo(1900 / 1500, 5);
  });

  it('fail an app that is slower in every round', () => {
    const slower = route(server(1700, 900, 1650), server(2000, 1050, 1950));
    expect(ratiosOf(slower).noCacheVsBare).toBeLessThan(0.9);
    expect(ratiosOf(slower).cacheVsBareCached).toBeLessThan(0.9);
  });

  it('are the ratio of the figures when there was one round', () => {
    expect(ratiosOf(route(server(900), server(1000))).noCacheVsBare).toBeCloseTo(0.9, 5);
  });
});
