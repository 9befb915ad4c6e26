import type { PaymentStatus } from '@grant/shared';
import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewPaymentRow, type PaymentRow, paymentEvents, payments } from '../../db/schema/index';
import { newestFirstPage, type Page, type PageWindow } from '../../lib/paging';

export interface PaymentFilter {
  payerId?: string;
  status?: PaymentStatus;
}

/** A move out of `pending` (or, for a Stripe retry that succeeds, out of `failed`). */
export type PaymentSettlement = Partial<Pick<NewPaymentRow, 'status' | 'providerRef' | 'failureCode' | 'failureMessage' | 'paidAt'>>;

export interface MonthTotal {
  month: string;
  amountMinor: number;
  count: number;
}

const whereOf = (filter: PaymentFilter): SQL | undefined =>
  and(filter.payerId ? eq(payments.payerId, filter.payerId) : undefined, filter.status ? eq(payments.status, filter.status) : undefined);

/** Months in Bangladesh time (UTC+6, no daylight saving), so a gift at 1 a.m. on the 1st counts in its own month. */
const paidMonth = sql<string>`to_char(${payments.paidAt} + interval '6 hours', 'YYYY-MM')`;

function paymentsQueries(db: Database) {
  return {
    /** Inserts unless the idempotency key is taken; answers undefined when it was. */
    async insertIfNewKey(values: NewPaymentRow): Promise<PaymentRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey }).returning();
      return row;
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async findByKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
      return row;
    },

    async findByRef(providerRef: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
      return row;
    },

    /**
     * Changes a payment only while its status is one of `from`, in one conditional UPDATE: a late or
     * repeated provider answer cannot undo a settled payment. Undefined when nothing changed.
     */
    async settleIfStatus(id: string, from: readonly PaymentStatus[], changes: PaymentSettlement): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
        .returning();
      return row;
    },

    /** Records a webhook event's id; false when it was already there (a replay). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const inserted = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },
  };
}

export type PaymentsQueries = ReturnType<typeof paymentsQueries>;

export function createPaymentsRepository(db: Database) {
  return {
    ...paymentsQueries(db),

    /** Runs `work` in one transaction, with the queries bound to it. */
    inTransaction<T>(work: (queries: PaymentsQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(paymentsQueries(tx)));
    },

    /** One page, newest first (id breaks ties). */
    async list(filter: PaymentFilter, page: PageWindow): Promise<Page<PaymentRow>> {
      return newestFirstPage(db, payments, page, whereOf(filter));
    },

    /** Succeeded payments (of one payer, or of everyone): their sum and count. */
    async succeededTotal(payerId?: string): Promise<{ amountMinor: number; count: number }> {
      const [row] = await db
        .select({ amountMinor: sql<string>`coalesce(sum(${payments.amountMinor}), 0)`, count: count() })
        .from(payments)
        .where(whereOf({ payerId, status: 'succeeded' }));
      return { amountMinor: Number(row?.amountMinor ?? 0), count: row?.count ?? 0 };
    },

    /** Succeeded payments per month since `since`, newest month first. */
    async succeededByMonth(since: Date, payerId?: string): Promise<MonthTotal[]> {
      const rows = await db
        .select({ month: paidMonth, amountMinor: sql<string>`sum(${payments.amountMinor})`, count: count() })
        .from(payments)
        .where(and(whereOf({ payerId, status: 'succeeded' }), gte(payments.paidAt, since)))
        .groupBy(paidMonth)
        .orderBy(desc(paidMonth));
      return rows.map((row) => ({ month: row.month, amountMinor: Number(row.amountMinor), count: row.count }));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
