import type { AlertWaveReach } from '@grant/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertWaves, type DonationRequestRow, donationRequests, notifications } from '../../db/schema/index';

/** The SQL of alert waves (decision 0025): the waves a request sent and its wave state. */
export function createAlertWavesRepository(db: Database) {
  return {
    /**
     * The request, locked until the wave's transaction ends: the wave job and a volunteer's "send next
     * wave now" for one request take turns, and a pledge waits for the wave being written.
     */
    async lockRequest(id: string, tx: Database): Promise<DonationRequestRow | undefined> {
      const [row] = await tx.select().from(donationRequests).where(eq(donationRequests.id, id)).for('update');
      return row;
    },

    async lastWave(requestId: string, tx: Database = db) {
      const [row] = await tx
        .select({ number: alertWaves.number, reach: alertWaves.reach, radiusKm: alertWaves.radiusKm })
        .from(alertWaves)
        .where(eq(alertWaves.requestId, requestId))
        .orderBy(desc(alertWaves.number))
        .limit(1);
      return row;
    },

    /** Nothing when this wave exists already (a duplicated job): the unique (request_id, number) decides. */
    async insert(
      wave: { requestId: string; number: number; reach: AlertWaveReach; radiusKm: number | null; recipients: number; sentBy?: string },
      tx: Database,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(alertWaves)
        .values(wave)
        .onConflictDoNothing({ target: [alertWaves.requestId, alertWaves.number] })
        .returning({ id: alertWaves.id });
      return inserted.length > 0;
    },

    /**
     * After a wave: the next one is due in `nextInMs`, or never (null); with `countNotified`, the
     * request's count of donors told is taken again (its notifications of this transaction included).
     */
    async setWaveState(
      requestId: string,
      state: { waveCount?: number; nextInMs: number | null; countNotified?: boolean },
      tx: Database,
    ): Promise<void> {
      await tx
        .update(donationRequests)
        .set({
          ...(state.waveCount === undefined ? {} : { waveCount: state.waveCount }),
          ...(state.countNotified
            ? { notifiedCount: sql`(select count(*) from ${notifications} where ${notifications.requestId} = ${requestId})` }
            : {}),
          nextWaveAt: state.nextInMs === null ? null : sql`now() + ${state.nextInMs} * interval '1 millisecond'`,
        })
        .where(eq(donationRequests.id, requestId));
    },

    list: (requestId: string) =>
      db
        .select({
          number: alertWaves.number,
          reach: alertWaves.reach,
          radiusKm: alertWaves.radiusKm,
          recipients: alertWaves.recipients,
          sentBy: alertWaves.sentBy,
          createdAt: alertWaves.createdAt,
        })
        .from(alertWaves)
        .where(eq(alertWaves.requestId, requestId))
        .orderBy(asc(alertWaves.number)),
  };
}

export type AlertWavesRepository = ReturnType<typeof createAlertWavesRepository>;
