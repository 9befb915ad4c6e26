import {
  BLOOD_GROUPS,
  type BloodGroup,
  isPlateletComponent,
  type StartSurgeBody,
  SURGE_AUTO_HOURS,
  SURGE_TEXTS,
  type Surge,
} from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { SurgeRow, SurgesRepository } from './surges.repository';

const DAY_MS = 86_400_000;

export interface SurgesDeps {
  surges: SurgesRepository;
  audit: AuditService;
  /** SURGE_AUTO_THRESHOLD: platelet requests in one district in 24 h that start its surge. */
  autoThreshold: number;
  /** One transaction (the admin's start and end and their audit entries are one). */
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
}

const toSurge = (row: SurgeRow, groups: readonly BloodGroup[]): Surge => ({
  _id: row.id,
  district: row.district,
  startedAt: row.startedAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  automatic: row.startedBy === null,
  groups: [...groups],
});

/**
 * Dengue surges (issue 48, decision 0055): an admin starts one for a district or the whole country,
 * or a district's starts by itself when its platelet requests of the last 24 h reach the threshold.
 * While one covers a platelet request, its waves wait half as long and skip the weekly cap
 * (alert-waves.service), and the home page asks donors of the needed groups to answer.
 */
export function createSurgesService(deps: SurgesDeps) {
  const { surges } = deps;

  /** The groups of the open platelet requests each surge covers, in the usual order of groups. */
  async function withGroups(rows: SurgeRow[], tx?: Database): Promise<Surge[]> {
    if (rows.length === 0) return [];
    const open = await surges.openPlateletGroups(tx);
    return rows.map((row) => {
      const wanted = new Set(open.filter((o) => row.district === null || o.district === row.district).map((o) => o.blood));
      return toSurge(
        row,
        BLOOD_GROUPS.filter((group) => wanted.has(group)),
      );
    });
  }

  const labelOf = (row: SurgeRow) => row.district ?? SURGE_TEXTS.wholeCountry;

  return {
    /** GET /surges: the live ones, for everyone (the home page's banner). */
    list: async () => withGroups(await surges.live()),

    /** POST /surges: an admin's; a live one for the same place is answered as it is (no second one). */
    async start(actor: Actor, body: StartSurgeBody, log?: Pick<FastifyBaseLogger, 'info'>): Promise<Surge> {
      const district = body.district ?? null;
      const row = await deps.transaction(async (tx) => {
        await surges.lockDistrict(district ?? '*', tx);
        const existing = await surges.liveOf(district, tx);
        if (existing) throw conflict(SURGE_TEXTS.alreadyLive);
        const inserted = await surges.insert({ district, startedBy: actor.id, hours: body.hours }, tx);
        await deps.audit.record(
          {
            actorId: actor.id,
            actorEmail: actor.email,
            action: 'surge.start',
            targetType: 'surge',
            targetId: inserted.id,
            targetLabel: labelOf(inserted),
            detail: `Hours: ${body.hours}`,
          },
          { tx, log },
        );
        return inserted;
      });
      const [surge] = await withGroups([row]);
      return surge ?? toSurge(row, []);
    },

    /** POST /surges/{id}/end: an admin ends a live one; 404 unknown, 409 ended already. */
    async end(actor: Actor, id: string, log?: Pick<FastifyBaseLogger, 'info'>): Promise<Surge> {
      const row = await deps.transaction(async (tx) => {
        const ended = await surges.end(id, actor.id, tx);
        if (!ended) {
          throw (await surges.findById(id, tx)) ? conflict(SURGE_TEXTS.alreadyEnded) : notFound(SURGE_TEXTS.notFound);
        }
        await deps.audit.record(
          {
            actorId: actor.id,
            actorEmail: actor.email,
            action: 'surge.end',
            targetType: 'surge',
            targetId: ended.id,
            targetLabel: labelOf(ended),
          },
          { tx, log },
        );
        return ended;
      });
      return toSurge(row, []);
    },

    /**
     * For a platelet request's wave (alert-waves.service), in its transaction: whether a live surge
     * covers its district. On its first wave, the district's automatic surge starts first when its
     * platelet requests of the last 24 h (this one included) reach the threshold. The check runs in
     * the first wave's job rather than in the create: the create stays as cheap as it was (the
     * benchmark's CPU per create), the wave reads the surge anyway, and a lock per district keeps two
     * first waves from starting two surges.
     */
    async coversPlateletRequest(request: Pick<DonationRequestRow, 'component' | 'district'>, firstWave: boolean, tx: Database) {
      if (!isPlateletComponent(request.component)) return false;
      if (!firstWave) return Boolean(await surges.liveCovering(request.district, tx));
      // The requests counted are committed ones (each committed before its first wave's job), so
      // counting needs no lock: only starting the surge does, and it looks again under the lock.
      const { covered, count: seen } = await surges.coverOrCount(request.district, new Date(Date.now() - DAY_MS), deps.autoThreshold, tx);
      if (covered) return true;
      if (seen < deps.autoThreshold) return false;
      // A count only grows: under the lock, only another first wave's surge started meanwhile matters.
      await surges.lockDistrict(request.district, tx);
      if (await surges.liveCovering(request.district, tx)) return true;
      await surges.insert({ district: request.district, startedBy: null, hours: SURGE_AUTO_HOURS }, tx);
      return true;
    },
  };
}

export type SurgesService = ReturnType<typeof createSurgesService>;
