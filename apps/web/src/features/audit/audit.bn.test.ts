import { AUDIT_ACTION_LABELS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { AUDIT_BN } from './audit.bn';

describe('the audit log in Bangla', () => {
  // The labels are typed a plain record, so the compiler cannot check that each has Bangla.
  it('has Bangla for every action label', () => {
    expect(Object.values(AUDIT_ACTION_LABELS).filter((label) => !(label in AUDIT_BN))).toEqual([]);
  });
});
