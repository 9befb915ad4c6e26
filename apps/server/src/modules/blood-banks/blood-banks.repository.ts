import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BloodBankRow, bloodBankManagers, bloodBankStock, bloodBanks, users } from '../../db/schema/index';
import { positionIn } from '../../lib/nearest-districts';
import { cappedCount, type PageWindow } from '../../lib/paging';

export interface BankSearch {
  /** Banks holding units of any of these groups; none: every bank. */
  groups?: string[];
  /** Only banks in this division (when no district orders them by distance). */
  division?: string;
  /** District names, nearest first: banks are ordered by their district's place in it. */
  nearest?: string[];
  staleAfterHours: number;
}

export type BankChanges = Partial<Pick<BloodBankRow, 'name' | 'division' | 'district' | 'address' | 'phone' | 'openingHours'>>;

/** The SQL of the blood bank directory, its managers and stock (issue 21). */
export function createBloodBanksRepository(db: Database) {
  const holds = (groups: string[]) =>
    sql`exists (select 1 from ${bloodBankStock} s where s.bank_id = ${bloodBanks.id} and s.units > 0 and s.blood in ${groups})`;

  return {
    async insert(values: typeof bloodBanks.$inferInsert) {
      const [row] = await db.insert(bloodBanks).values(values).returning({ id: bloodBanks.id });
      if (!row) throw new Error('the blood bank was not stored');
      return row.id;
    },

    async update(id: string, changes: BankChanges) {
      const [row] = await db
        .update(bloodBanks)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(bloodBanks.id, id))
        .returning();
      return row;
    },

    findById: async (id: string) => (await db.select().from(bloodBanks).where(eq(bloodBanks.id, id)))[0],

    /**
     * The directory: banks holding the groups asked for (any bank when none), nearest district first,
     * then those whose figures (of those groups) were confirmed within the stale time, then by name.
     */
    async search(search: BankSearch, window: PageWindow) {
      const where = and(
        search.groups?.length ? holds(search.groups) : undefined,
        search.division && !search.nearest ? eq(bloodBanks.division, search.division) : undefined,
      );
      const groups = search.groups?.length ? sql`and s.blood in ${search.groups} and s.units > 0` : sql``;
      const fresh = sql`exists (select 1 from ${bloodBankStock} s where s.bank_id = ${bloodBanks.id} ${groups}
        and s.updated_at > now() - make_interval(hours => ${search.staleAfterHours}::int))`;
      const nearestFirst = search.nearest?.length ? [positionIn(search.nearest, bloodBanks.district)] : [];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(bloodBanks)
          .where(where)
          .orderBy(...nearestFirst, sql`${fresh} desc`, asc(bloodBanks.name), asc(bloodBanks.id))
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, bloodBanks, where),
      ]);
      return { rows, ...total };
    },

    stockOf: (bankIds: string[]) =>
      bankIds.length === 0 ? Promise.resolve([]) : db.select().from(bloodBankStock).where(inArray(bloodBankStock.bankId, bankIds)),

    managersOf: (bankIds: string[]) =>
      bankIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ bankId: bloodBankManagers.bankId, id: users.id, name: users.name, email: users.email })
            .from(bloodBankManagers)
            .innerJoin(users, eq(users.id, bloodBankManagers.userId))
            .where(inArray(bloodBankManagers.bankId, bankIds))
            .orderBy(asc(users.name)),

    async isManager(bankId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ bankId: bloodBankManagers.bankId })
        .from(bloodBankManagers)
        .where(and(eq(bloodBankManagers.bankId, bankId), eq(bloodBankManagers.userId, userId)));
      return Boolean(row);
    },

    /** Sets the units of each group given, stamped now and with who said so. */
    async setStock(bankId: string, stock: { blood: string; units: number }[], userId: string) {
      const now = new Date();
      await db
        .insert(bloodBankStock)
        .values(stock.map((row) => ({ bankId, ...row, updatedAt: now, updatedBy: userId })))
        .onConflictDoUpdate({
          target: [bloodBankStock.bankId, bloodBankStock.blood],
          set: { units: sql`excluded.units`, updatedAt: now, updatedBy: userId },
        });
    },

    /** False when they manage it already. */
    async addManager(bankId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(bloodBankManagers)
        .values({ bankId, userId })
        .onConflictDoNothing()
        .returning({ bankId: bloodBankManagers.bankId });
      return rows.length > 0;
    },

    async removeManager(bankId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(bloodBankManagers)
        .where(and(eq(bloodBankManagers.bankId, bankId), eq(bloodBankManagers.userId, userId)))
        .returning({ bankId: bloodBankManagers.bankId });
      return rows.length > 0;
    },

    /** The banks a person manages (all banks when `userId` is undefined), by name. */
    async managedBy(userId: string | undefined, window: PageWindow) {
      const where = userId ? sql`${bloodBanks.id} in (select bank_id from ${bloodBankManagers} where user_id = ${userId})` : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(bloodBanks)
          .where(where)
          .orderBy(asc(bloodBanks.name), asc(bloodBanks.id))
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, bloodBanks, where),
      ]);
      return { rows, ...total };
    },
  };
}

export type BloodBanksRepository = ReturnType<typeof createBloodBanksRepository>;
