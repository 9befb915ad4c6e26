// What an EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) plan read: the wave query's plan check (plan.mjs).

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Bitmap Index Scan']);

/**
 * What a plan read: index entries (the rows an index scan's condition matched, before its filter)
 * and heap rows fetched (rows an index scan or a heap scan visited, an index-only scan's heap
 * fetches), summed over every scan node and its loops; shared buffers hit and read of the whole.
 */
export function planReads(plan) {
  const totals = { indexEntries: 0, heapRows: 0 };
  const walk = (node) => {
    if (SCANS.has(node['Node Type'])) {
      const loops = node['Actual Loops'] ?? 1;
      const visited =
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
      const type = node['Node Type'];
      if (type === 'Index Scan' || type === 'Index Only Scan' || type === 'Bitmap Index Scan') totals.indexEntries += visited;
      if (type === 'Index Scan' || type === 'Seq Scan' || type === 'Bitmap Heap Scan') totals.heapRows += visited;
      if (type === 'Index Only Scan') totals.heapRows += node['Heap Fetches'] ?? 0;
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return {
    ...totals,
    rowsRead: totals.indexEntries + totals.heapRows,
    returned: plan.Plan['Actual Rows'],
    buffersHit: plan.Plan['Shared Hit Blocks'] ?? 0,
    buffersRead: plan.Plan['Shared Read Blocks'] ?? 0,
    ms: plan['Execution Time'],
    indexes: [...new Set(JSON.stringify(plan).match(/"Index Name":"[^"]+"/g) ?? [])].map((s) => s.slice(14, -1)),
  };
}

/** Several statements' reads together (a wave that asks more than once); returned: the most any gave. */
export const sumReads = (reads) =>
  reads.reduce(
    (sum, r) => ({
      indexEntries: sum.indexEntries + r.indexEntries,
      heapRows: sum.heapRows + r.heapRows,
      rowsRead: sum.rowsRead + r.rowsRead,
      returned: Math.max(sum.returned, r.returned),
      buffersHit: sum.buffersHit + r.buffersHit,
      buffersRead: sum.buffersRead + r.buffersRead,
      ms: sum.ms + r.ms,
      indexes: [...new Set([...sum.indexes, ...r.indexes])],
    }),
    { indexEntries: 0, heapRows: 0, rowsRead: 0, returned: 0, buffersHit: 0, buffersRead: 0, ms: 0, indexes: [] },
  );
