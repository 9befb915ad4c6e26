import type { PaymentRow } from '../../db/schema/index';
import { type Actor, actsAsAdmin } from '../../lib/actor';

/**
 * Who may see which payment. Giving is open to everyone (route level: public); a signed-in gift is
 * attributed to its payer. Lists are declared on the routes: your own (signed in), everyone's (admin).
 */
export const paymentsPolicy = {
  /**
   * A receipt: an anonymous gift to whoever holds its id (a random UUID only the giver was told);
   * an attributed one to its payer and active admins. Others are told it does not exist.
   */
  canReadReceipt: (actor: Actor | null, payment: Pick<PaymentRow, 'payerId'>) =>
    payment.payerId === null || (actor !== null && (actor.id === payment.payerId || actsAsAdmin(actor))),

  /** Replaying an Idempotency-Key answers the first payment, so only to the one who made it. */
  canReplay: (actor: Actor | null, payment: Pick<PaymentRow, 'payerId'>) => payment.payerId === (actor?.id ?? null),
};
