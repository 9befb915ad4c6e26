import type { AlertWaveReach } from '@grant/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { alertWaves, type DonationRequestRow, donationRequests, notifications } from '../../db/schema/index';

const placeholder = sql.placeholder;

// A wave's own statements run for every request: built and named once (db/prepared.ts).
const lockRequestStatement = preparedStatement((db) =>
  db
    .select()
    .from(donationRequests)
    .where(eq(donationRequests.id, placeholder('id')))
    .for('update')
    .prepare('waves_lock_request'),
);
const insertStatement = preparedStatement((db) =>
  db
    .insert(alertWaves)
    .values({
      requestId: placeholder('requestId'),
      number: placeholder('number'),
      reach: placeholder('reach'),
      radiusKm: placeholder('radiusKm'),
      recipients: placeholder('recipients'),
      sentBy: placeholder('sentBy'),
    })
    .onConflictDoNothing({ target: [alertWaves.requestId, alertWaves.number] })
    .returning({ id: alertWaves.id })
    .prepare('waves_insert'),
);
// Each part is a value of the statement: a null wave count keeps the one stored, a null wait clears the next wave.
const setWaveStateStatement = preparedStatement((db) =>
  db
    .update(donationRequests)
    .set({
      waveCount: sql`coalesce(${placeholder('waveCount')}, ${donationRequests.waveCount})`,
      notifiedCount: sql`case when ${placeholder('countNotified')}::boolean
        then (select count(*) from ${notifications} where ${notifications.requestId} = ${donationRequests.id})
        else ${donationRequests.notifiedCount} end`,
      nextWaveAt: sql`now() + ${placeholder('nextInMs')} * interval '1 millisecond'`,
    })
    .where(eq(donationRequests.id, placeholder('requestId')))
    .prepare('waves_set_state'),
);

/** The SQL of alert waves (decision 0025): the waves a request sent and its wave state. */
export function createAlertWavesRepository(db: Database) {
  return {
    /**
     * The request, locked until the wave's transaction ends: the wave job and a volunteer's "send next
     * wave now" for one request take turns, and a pledge waits for the wave being written.
     */
    async lockRequest(id: string, tx: Database): Promise<DonationRequestRow | undefined> {
      const [row] = await lockRequestStatement.on(tx).execute({ id });
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
      const inserted = await insertStatement.on(tx).execute({ ...wave, sentBy: wave.sentBy ?? null });
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
      await setWaveStateStatement.on(tx).execute({
        requestId,
        waveCount: state.waveCount ?? null,
        countNotified: state.countNotified ?? false,
        nextInMs: state.nextInMs,
      });
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
