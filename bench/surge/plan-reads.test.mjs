// The plan check's arithmetic on a made-up plan: a limit over a nested loop of an index scan (with
// a filter) and an anti-join probe, and a bitmap scan beside it.
import { describe, expect, it } from 'vitest';
import { planReads, sumReads } from './plan-reads.mjs';

const plan = {
  'Execution Time': 1.5,
  Plan: {
    'Node Type': 'Limit',
    'Actual Rows': 20,
    'Shared Hit Blocks': 60,
    'Shared Read Blocks': 2,
    Plans: [
      {
        'Node Type': 'Nested Loop',
        Plans: [
          {
            'Node Type': 'Index Scan',
            'Index Name': 'users_wave_cell_idx',
            'Actual Rows': 10,
            'Actual Loops': 2,
            'Rows Removed by Filter': 3,
          },
          {
            'Node Type': 'Index Only Scan',
            'Index Name': 'notifications_request_user_unique',
            'Actual Rows': 0,
            'Actual Loops': 26,
            'Heap Fetches': 1,
          },
          {
            'Node Type': 'Bitmap Heap Scan',
            'Actual Rows': 4,
            'Rows Removed by Index Recheck': 1,
            Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'users_donor_match_idx', 'Actual Rows': 5 }],
          },
        ],
      },
    ],
  },
};

describe('planReads', () => {
  it('counts index entries and heap rows over every scan and its loops, and the buffers', () => {
    expect(planReads(plan)).toEqual({
      indexEntries: 26 + 0 + 5,
      heapRows: 26 + 1 + 5,
      rowsRead: 63,
      returned: 20,
      buffersHit: 60,
      buffersRead: 2,
      ms: 1.5,
      indexes: ['users_wave_cell_idx', 'notifications_request_user_unique', 'users_donor_match_idx'],
    });
  });

  it('adds statements together, keeping the most rows any returned', () => {
    const one = planReads(plan);
    expect(sumReads([one, one])).toMatchObject({ rowsRead: 126, returned: 20, ms: 3, buffersHit: 120 });
  });
});
