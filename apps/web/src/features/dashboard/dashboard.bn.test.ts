import { greeting } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_BN } from './dashboard.bn';

describe('the dashboard in Bangla', () => {
  // English shows greeting() itself; its Bangla is keyed by the same words with a placeholder.
  it('translates the greeting packages/shared writes', () => {
    expect(Object.keys(DASHBOARD_BN)).toContain(greeting('{name}'));
  });
});
