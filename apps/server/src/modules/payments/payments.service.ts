import { randomUUID } from 'node:crypto';
import {
  CARD_ERRORS,
  type CreatePaymentBody,
  PAYMENT_RULES,
  PAYMENT_TEXTS,
  type PaymentConfig,
  type PaymentStatus,
  type PaymentTotals,
} from '@grant/shared';
import type { PaymentRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound, paymentRequired, serviceUnavailable } from '../../lib/app-error';
import { type Paging, windowOf } from '../../lib/paging';
import { toMinor, toTaka } from './payment.mapper';
import {
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
  type VerifiedEvent,
  WebhookRejectedError,
} from './payment-provider';
import { paymentsPolicy } from './payments.policy';
import type { PaymentsQueries, PaymentsRepository } from './payments.repository';

/** What a verified webhook event did: changed a payment, or nothing (and why, for the log). */
export type WebhookEffect = 'applied' | 'duplicate' | 'ignored' | 'unknown-payment' | 'amount-mismatch' | 'already-settled';

/** The key Stripe sees: tied to our payment row, which is unique per client key. */
const stripeKey = (paymentId: string) => `grant-payment-${paymentId}`;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The first instant of the month `monthsBack` months before this one, in Dhaka time. */
function startOfMonthInDhaka(now: Date, monthsBack: number): Date {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - DHAKA_OFFSET_MS);
}

/**
 * Payments: one table whatever the provider. A payment starts `pending`; the provider's answer
 * settles it as `succeeded` or `failed` in a conditional UPDATE, at once (offline provider) or
 * through Stripe's signed webhook. Only succeeded payments count as funding.
 */
export function createPaymentsService(deps: { payments: PaymentsRepository; provider: PaymentProvider; now?: () => Date }) {
  const { payments, provider } = deps;
  const now = deps.now ?? (() => new Date());

  /** Settles a new payment with the provider's answer; a decline is recorded, then reported as 402. */
  async function settle(row: PaymentRow, result: ChargeResult): Promise<{ payment: PaymentRow; clientSecret: string | null }> {
    const changes =
      result.status === 'succeeded'
        ? { status: 'succeeded' as const, providerRef: result.reference, paidAt: now() }
        : result.status === 'failed'
          ? { status: 'failed' as const, providerRef: result.reference, failureCode: result.code, failureMessage: result.message }
          : { providerRef: result.reference };
    const settled = await payments.settleIfStatus(row.id, ['pending'], changes);
    if (!settled) throw conflict(PAYMENT_TEXTS.inProgress);
    if (result.status === 'failed') throw paymentRequired(result.message);
    return { payment: settled, clientSecret: result.status === 'pending' ? result.clientSecret : null };
  }

  /** The same Idempotency-Key again: the first payment's answer, never a second charge. */
  async function replay(actor: Actor | null, key: string, amountMinor: number) {
    const existing = await payments.findByKey(key);
    if (!existing || !paymentsPolicy.canReplay(actor, existing) || existing.amountMinor !== amountMinor)
      throw conflict(PAYMENT_TEXTS.keyReused);
    if (existing.status === 'succeeded') return { payment: existing, clientSecret: null };
    if (existing.status === 'failed') throw paymentRequired(existing.failureMessage ?? CARD_ERRORS.declined);
    if (existing.provider === 'stripe' && provider.name === 'stripe' && existing.providerRef) {
      // Stripe answers a repeated idempotency key with the same PaymentIntent, and its client secret.
      const again = await provider.charge({
        paymentId: existing.id,
        amountMinor,
        currency: existing.currency,
        idempotencyKey: stripeKey(existing.id),
      });
      if (again.status === 'pending' && again.reference === existing.providerRef)
        return { payment: existing, clientSecret: again.clientSecret };
    }
    throw conflict(PAYMENT_TEXTS.inProgress);
  }

  async function totals(payerId?: string): Promise<PaymentTotals> {
    const [all, months] = await Promise.all([
      payments.succeededTotal(payerId),
      payments.succeededByMonth(startOfMonthInDhaka(now(), 11), payerId),
    ]);
    return {
      amount: toTaka(all.amountMinor),
      count: all.count,
      months: months.map((m) => ({ month: m.month, amount: toTaka(m.amountMinor), count: m.count })),
    };
  }

  /** Applies one verified event, inside the transaction that records its id. */
  async function apply(queries: PaymentsQueries, outcome: VerifiedEvent['outcome']): Promise<WebhookEffect> {
    if (outcome.kind === 'ignored') return 'ignored';
    const row = await queries.findByRef(outcome.reference);
    if (!row) return 'unknown-payment';
    if (outcome.kind === 'succeeded') {
      if (outcome.amountMinor !== row.amountMinor || outcome.currency !== row.currency) return 'amount-mismatch';
      // A card declined once may succeed on a later attempt at the same PaymentIntent.
      const changed = await queries.settleIfStatus(row.id, ['pending', 'failed'], {
        status: 'succeeded',
        paidAt: now(),
        failureCode: null,
        failureMessage: null,
      });
      return changed ? 'applied' : 'already-settled';
    }
    const changed = await queries.settleIfStatus(row.id, ['pending'], {
      status: 'failed',
      failureCode: outcome.code,
      failureMessage: outcome.message,
    });
    return changed ? 'applied' : 'already-settled';
  }

  return {
    config: (): PaymentConfig => ({
      provider: provider.name,
      testMode: provider.testMode,
      publishableKey: provider.publishableKey,
      currency: PAYMENT_RULES.currency,
      minAmount: PAYMENT_RULES.minAmount,
      maxAmount: PAYMENT_RULES.maxAmount,
      presets: [...PAYMENT_RULES.presets],
    }),

    /**
     * Anyone may give; a signed-in gift is attributed. The offline provider needs the card and
     * answers at once; Stripe refuses it here (the browser sends it to Stripe) and answers a client
     * secret for Stripe.js. The card is passed to the provider and never stored.
     */
    async create(actor: Actor | null, body: CreatePaymentBody, idempotencyKey?: string) {
      if (provider.takesCardData && !body.card) throw badRequest(PAYMENT_TEXTS.cardRequired);
      if (!provider.takesCardData && body.card) throw badRequest(PAYMENT_TEXTS.cardRefused);
      const key = idempotencyKey ?? randomUUID();
      const amountMinor = toMinor(body.amount);
      const row = await payments.insertIfNewKey({
        payerId: actor?.id ?? null,
        payerName: actor?.name ?? null,
        payerEmail: actor?.email ?? null,
        amountMinor,
        currency: PAYMENT_RULES.currency,
        provider: provider.name,
        idempotencyKey: key,
      });
      if (!row) return replay(actor, key, amountMinor);

      let result: ChargeResult;
      try {
        result = await provider.charge({
          paymentId: row.id,
          amountMinor,
          currency: row.currency,
          card: body.card,
          idempotencyKey: stripeKey(row.id),
        });
      } catch (error) {
        const failure =
          error instanceof PaymentProviderError ? error : new PaymentProviderError('unavailable', String(error), { cause: error });
        await payments.settleIfStatus(row.id, ['pending'], {
          status: 'failed',
          failureCode: failure.kind === 'rejected' ? 'provider_rejected' : 'provider_unavailable',
          failureMessage: failure.message,
        });
        if (failure.kind === 'rejected') throw badRequest(failure.message);
        throw Object.assign(serviceUnavailable(failure.message), { cause: failure.cause ?? failure });
      }
      return settle(row, result);
    },

    async receipt(actor: Actor | null, id: string): Promise<PaymentRow> {
      const row = await payments.findById(id);
      if (!row || !paymentsPolicy.canReadReceipt(actor, row)) throw notFound(PAYMENT_TEXTS.notFound);
      return row;
    },

    listOwn: (actor: Actor, query: Paging & { status?: PaymentStatus }) =>
      payments.list({ payerId: actor.id, status: query.status }, windowOf(query)),

    listAll: (query: Paging & { status?: PaymentStatus }) => payments.list({ status: query.status }, windowOf(query)),

    ownTotals: (actor: Actor) => totals(actor.id),
    allTotals: () => totals(),

    /**
     * A Stripe webhook: the signature is checked on the raw body (a changed body, a wrong secret or
     * an event older than the tolerance is refused), then the event id is recorded and the event
     * applied in one transaction, so a replayed event changes nothing the second time.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ event: VerifiedEvent; effect: WebhookEffect }> {
      if (!provider.verifyWebhook) throw notFound(PAYMENT_TEXTS.webhooksOff);
      let event: VerifiedEvent;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookRejectedError) throw badRequest(error.message);
        throw error;
      }
      const effect = await payments.inTransaction(async (queries) => {
        if (!(await queries.recordEvent(event.id, event.type))) return 'duplicate' as const;
        return apply(queries, event.outcome);
      });
      return { event, effect };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
