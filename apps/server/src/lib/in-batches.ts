/** Rows one statement of a sweep touches at most: a short transaction, well within the statement timeout. */
export const SWEEP_BATCH = 2000;

/**
 * Runs a bounded statement (`batch` answers how many rows it touched) again until it touches fewer
 * than its limit: a large backlog (a first sweep on an old database) is worked off in short
 * transactions, none of which holds locks or a connection for long.
 */
export async function inBatches(batch: (limit: number) => Promise<number>, limit = SWEEP_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const touched = await batch(limit);
    total += touched;
    if (touched < limit) return total;
  }
}
