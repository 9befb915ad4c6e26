import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, hospitals } from '../../db/schema/index';
import { escapeLike } from '../../lib/like-pattern';
import { cappedCount, type PageWindow } from '../../lib/paging';
import type { ReadCache } from '../../lib/read-cache';

/** The read cache's tags of the directory's rows: a hospital staff add drops the lists kept with it. */
export const PLACE_TAGS = { hospitals: 'hospitals', areas: 'areas' } as const;

export interface HospitalSearch {
  division?: string;
  district?: string;
  /** A part of its name, in English or Bangla. */
  q?: string;
}

export type NewHospitalRow = typeof hospitals.$inferInsert;

/**
 * How well a name matches what was typed: 0 its start, 1 the start of a later word, 2 elsewhere.
 * Bangla words are split by spaces too, so the same rule serves both names.
 */
function matchRank(q: string): SQL<number> {
  const start = `${escapeLike(q)}%`;
  const word = `% ${escapeLike(q)}%`;
  return sql<number>`case
    when ${hospitals.name} ilike ${start} or ${hospitals.nameBn} ilike ${start} then 0
    when ${hospitals.name} ilike ${word} or ${hospitals.nameBn} ilike ${word} then 1
    else 2 end`;
}

/** The SQL of the hospital directory and the areas (issue 48). */
export function createPlacesRepository(db: Database, cache?: ReadCache) {
  return {
    /** The directory's page: filtered by place and name, the best name matches first, then by name. */
    async searchHospitals(search: HospitalSearch, window: PageWindow) {
      const anywhere = search.q ? `%${escapeLike(search.q)}%` : undefined;
      const where = and(
        search.division ? eq(hospitals.division, search.division) : undefined,
        search.district ? eq(hospitals.district, search.district) : undefined,
        anywhere ? or(ilike(hospitals.name, anywhere), ilike(hospitals.nameBn, anywhere)) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(hospitals)
          .where(where)
          .orderBy(...(search.q ? [matchRank(search.q)] : []), asc(hospitals.name), asc(hospitals.id))
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, hospitals, where),
      ]);
      return { rows, ...total };
    },

    /**
     * A hospital by id: every request at a directory hospital reads it, and the same few hospitals
     * take most requests. Kept a few seconds in the read cache; a hospital added drops it (one not
     * found before may be found now). Hospitals are never changed or removed once added.
     */
    findHospital: (id: string) => {
      const load = async () => (await db.select().from(hospitals).where(eq(hospitals.id, id)))[0];
      return cache ? cache.get(`hospital ${id}`, load, { tags: [PLACE_TAGS.hospitals] }) : load();
    },

    /** A hospital of this name (any case) in this district, or of this id. */
    async findSameHospital(id: string, district: string, name: string) {
      const [row] = await db
        .select({ id: hospitals.id })
        .from(hospitals)
        .where(or(eq(hospitals.id, id), and(eq(hospitals.district, district), sql`lower(${hospitals.name}) = lower(${name})`)))
        .limit(1);
      return row;
    },

    /** False when the id was taken meanwhile. */
    async insertHospital(values: NewHospitalRow) {
      const [row] = await db.insert(hospitals).values(values).onConflictDoNothing().returning();
      if (row) cache?.invalidate([PLACE_TAGS.hospitals]);
      return row;
    },

    areasOf: (district: string) => db.select().from(areas).where(eq(areas.district, district)).orderBy(asc(areas.name), asc(areas.id)),

    findArea: async (id: string) => (await db.select().from(areas).where(eq(areas.id, id)))[0],
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
