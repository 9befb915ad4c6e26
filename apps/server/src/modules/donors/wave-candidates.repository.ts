import { cellsWithin, distanceKm, type GeoPoint } from '@grant/shared';
import { and, asc, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, RECENT_ALERTS_KEPT, requestDeclines, requestPledges, users } from '../../db/schema/index';
import { distanceKmSql } from '../../lib/geo-sql';
import { arrayLiteral } from '../../lib/sql-array';
import { type DonorMatch, donorMatchWhere } from './donors.repository';

/** Who an alert wave of one request may reach, and how many at most. */
export interface WaveCandidateQuery {
  match: DonorMatch;
  requestId: string;
  limit: number;
  /** Leave out donors alerted this many times in the last 7 days (at most RECENT_ALERTS_KEPT); absent for critical requests. */
  weeklyCap?: number;
}

/** A 'nearby' wave's: the donors within `radiusKm` of `from`. */
export interface NearbyCandidateQuery extends WaveCandidateQuery {
  from: GeoPoint;
  radiusKm: number;
}

const WEEK_MS = 7 * 86_400_000;
/** Cells are asked in rings of this width around the request's point: nearer rings first. */
const RING_KM = 1;

/**
 * The (cell, group) pairs a nearby wave asks, in the order it asks them: ring by ring (cellsWithin
 * is nearest first), within a ring the groups in tier order, within a group the ring's cells nearest
 * first. Written as array literals of the statement: cells are integers and groups letters and +/-.
 */
function nearbyPairs(from: GeoPoint, radiusKm: number, groups: readonly string[]) {
  const rings = new Map<number, number[]>();
  for (const { cell, nearestKm } of cellsWithin(from, radiusKm)) {
    const ring = Math.floor(nearestKm / RING_KM);
    rings.set(ring, [...(rings.get(ring) ?? []), cell]);
  }
  const pairs = { cells: [] as number[], groups: [] as string[], rings: [] as number[] };
  for (const [ring, cells] of [...rings].sort(([a], [b]) => a - b)) {
    for (const group of groups) {
      for (const cell of cells) {
        pairs.cells.push(cell);
        pairs.groups.push(group);
        pairs.rings.push(ring);
      }
    }
  }
  return pairs;
}

/**
 * When the week of the weekly cap began, as a value: folded into the plan once, where
 * `now() - interval '7 days'` was worked out again for each donor in the cap and in the ranking
 * (decision 0047). It is built into each query, so a prepared form of this query would freeze it.
 */
const weekStart = (): SQL => sql`${new Date(Date.now() - WEEK_MS).toISOString()}::timestamptz`;

/** The donor's `n`th newest alert time (users.recent_alerts, newest first); null if they had fewer. */
const nthAlert = (n: number) => sql`${users.recentAlerts}[${sql.raw(String(n))}]`;

/**
 * Whether the donor had fewer than `n` alerts since `since`: their `n`th newest is missing or not
 * after it. Written as two ranges of that time, so that users_alert_cap_idx reads only the donors
 * under the cap (decision 0047).
 */
const fewerAlertsSince = (n: number, since: SQL) => sql`(${nthAlert(n)} is null or ${nthAlert(n)} <= ${since})`;

/**
 * How many of the donor's alerts were made since `since`, read from their own row: the newest are
 * first, so it is the place of the first older one. Counts past RECENT_ALERTS_KEPT rank as that many.
 */
const alertsSince = (since: SQL) =>
  sql.join(
    [
      sql`case`,
      ...Array.from({ length: RECENT_ALERTS_KEPT }, (_, i) => sql`when ${fewerAlertsSince(i + 1, since)} then ${sql.raw(String(i))}`),
      sql`else ${sql.raw(String(RECENT_ALERTS_KEPT))} end`,
    ],
    sql` `,
  );

/**
 * The donors of the next alert wave: the donor match (donorMatchWhere; users_alert_cap_idx serves it
 * under the default cap) less those already told, who declined or pledged for this request; the
 * exact group first, the request's district first, then those alerted least this week, then by id.
 * The week's alerts come from users.recent_alerts (decision 0036), not from a count per donor.
 */
export function createWaveCandidatesRepository(db: Database) {
  /** The request's own: those told about it, who declined or pledged, are not asked again. */
  const untoldOf = (requestId: string): SQL[] => [
    notExists(
      db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.requestId, requestId), eq(notifications.userId, users.id))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(requestDeclines)
        .where(and(eq(requestDeclines.requestId, requestId), eq(requestDeclines.userId, users.id))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(requestPledges)
        .where(and(eq(requestPledges.requestId, requestId), eq(requestPledges.donorId, users.id))),
    ),
  ];

  /**
   * A nearby wave (decision 0055): for each (cell, group) pair in order, the least recently alerted
   * donors of that cell and group (users_wave_cell_idx: equality on its first two columns, its
   * order on the third, the cap on the fourth), each pair at most `limit`; the first `limit` over
   * the pairs' order. A nested loop runs the pairs in the order of the unnest and stops at the outer
   * LIMIT, so a wave reads about the donors it alerts, not every match of the ring. The exact
   * distance leaves out the donors of a boundary cell beyond the radius.
   */
  const nearbyQuery = (q: NearbyCandidateQuery): SQL => {
    const pairs = nearbyPairs(q.from, q.radiusKm, q.match.tiers?.flat() ?? q.match.compatibleGroups);
    const since = weekStart();
    const underCap = q.weeklyCap === undefined ? undefined : sql`coalesce(${nthAlert(q.weeklyCap)}, '-infinity'::timestamptz) <= ${since}`;
    const match = q.match;
    const candidate = db
      .select({ id: users.id, geoLat: users.geoLat, geoLon: users.geoLon })
      .from(users)
      .where(
        and(
          sql`${users.geoCell} = p.cell`,
          sql`${users.blood} = p.grp`,
          eq(users.available, true),
          eq(users.status, 'Active'),
          underCap,
          sql`(${users.lastDonationOn} is null or ${users.lastDonationOn} <= ${match.lastDonationBy})`,
          match.excludeUserId ? sql`${users.id} <> ${match.excludeUserId}` : undefined,
          sql`${distanceKmSql(q.from, users.geoLat, users.geoLon)} <= ${q.radiusKm}`,
          ...untoldOf(q.requestId),
        ),
      )
      .orderBy(sql`coalesce(${nthAlert(1)}, '-infinity'::timestamptz)`)
      .limit(q.limit);
    return sql`select c.id, c.ring, c.geo_lat as "geoLat", c.geo_lon as "geoLon" from (
      select p.ring, p.ord, u.* from unnest(${arrayLiteral(pairs.cells)}::int[], ${arrayLiteral(pairs.groups)}::text[], ${arrayLiteral(pairs.rings)}::int[])
        with ordinality as p(cell, grp, ring, ord)
      cross join lateral (${candidate}) as u
      limit ${sql.raw(String(q.limit))}
    ) as c`;
  };

  return {
    nearbyQuery,

    /**
     * The nearby wave's donors, nearest ring first, then by distance. `tx`: the wave's own. Unlike
     * `find`, it needs no `set local` against parallel workers: its nested loop under a small LIMIT
     * costs too little for the planner to start any (seen at 1,000,000 donors, bench/README.md).
     */
    async findNearby(q: NearbyCandidateQuery, tx: Database = db): Promise<{ id: string; distanceKm: number }[]> {
      const { rows } = (await tx.execute(nearbyQuery(q))) as unknown as {
        rows: { id: string; ring: number; geoLat: number; geoLon: number }[];
      };
      return rows
        .map((row) => ({
          id: row.id,
          ring: Number(row.ring),
          distanceKm: distanceKm(q.from, { lat: Number(row.geoLat), lon: Number(row.geoLon) }),
        }))
        .sort((a, b) => a.ring - b.ring || a.distanceKm - b.distanceKm)
        .map(({ id, distanceKm }) => ({ id, distanceKm }));
    },

    query(q: WaveCandidateQuery) {
      const untold = untoldOf(q.requestId);
      const since = weekStart();
      const underCap = q.weeklyCap === undefined ? undefined : fewerAlertsSince(q.weeklyCap, since);
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(donorMatchWhere(q.match), ...untold, underCap))
        .orderBy(
          desc(sql`${users.blood} = ${q.match.blood}`),
          ...(q.match.district ? [desc(sql`${users.district} = ${q.match.district}`)] : []),
          asc(alertsSince(since)),
          asc(users.id),
        )
        .limit(q.limit);
    },

    /**
     * Pass the wave's transaction: the donors found and the notifications made for them are one
     * decision. The query never starts parallel workers: starting them cost a wave more than its own
     * work, on a machine the app shares with them (decision 0047). The setting lasts until the
     * transaction ends.
     */
    async find(q: WaveCandidateQuery, tx?: Database): Promise<{ id: string }[]> {
      const findIn = async (transaction: Database) => {
        await transaction.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return createWaveCandidatesRepository(transaction).query(q);
      };
      return tx ? findIn(tx) : db.transaction(findIn);
    },
  };
}

export type WaveCandidatesRepository = ReturnType<typeof createWaveCandidatesRepository>;
