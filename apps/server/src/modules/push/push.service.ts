import { createECDH } from 'node:crypto';
import { CHANNEL_TEXTS, type PushSubscriptionInput } from '@grant/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import type { PushRepository } from './push.repository';
import type { PushEndpointProblem, PushEndpointRule } from './push-endpoint';
import type { PushOptions, PushSender } from './push-sender';

/** Devices one person may have alerts on; subscribing another forgets the oldest. */
export const MAX_DEVICES_PER_PERSON = 20;

/** Some device of the person could not be reached for a reason other than its subscription ending: worth a retry. */
export class PushDeliveryError extends Error {
  constructor(
    readonly delivered: number,
    readonly removed: number,
    readonly failures: string[],
  ) {
    super(`push failed on ${failures.length} device(s): ${failures.join('; ')}`);
    this.name = 'PushDeliveryError';
  }
}

/** A browser's key must be a point on P-256, or nothing can ever be encrypted to it. */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

const PROBLEM_TEXTS: Record<PushEndpointProblem, string> = {
  invalid: CHANNEL_TEXTS.pushEndpointInvalid,
  inward: CHANNEL_TEXTS.pushEndpointInward,
  unresolved: CHANNEL_TEXTS.pushEndpointUnresolved,
};

export function createPushService(deps: {
  repo: PushRepository;
  sender: PushSender;
  publicKey: () => string;
  /** Which endpoints the server sends to (push-endpoint.ts); the sender checks each push against the same rule. */
  endpoints: PushEndpointRule;
  now?: () => Date;
  /** Told when the pushes went out but recording them failed (the database busy); the send still counts as done. */
  onBookkeepingError?: (error: unknown) => void;
}) {
  const { repo, sender } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The VAPID public key browsers subscribe with (applicationServerKey). */
    publicKey: () => deps.publicKey(),

    async subscribe(actor: Actor, input: PushSubscriptionInput): Promise<{ id: string }> {
      const problem = await deps.endpoints.problemWith(input.endpoint);
      if (problem) throw badRequest(PROBLEM_TEXTS[problem]);
      if (!isP256Point(input.keys.p256dh)) throw badRequest(CHANNEL_TEXTS.pushKeysInvalid);
      const id = await repo.upsert({ userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
      await repo.trimUser(actor.id, MAX_DEVICES_PER_PERSON);
      return { id };
    },

    /** Only the caller's own subscription: an endpoint is no secret to the push service's other users. */
    unsubscribe: async (actor: Actor, endpoint: string) => ({ deletedCount: await repo.deleteOwn(actor.id, endpoint) }),

    devices: (userId: string) => repo.countForUser(userId),

    /** Of these people, the ones a push can reach: an alert batch skips the rest without a query each. */
    usersWithDevices: (userIds: string[], tx?: Database) => repo.usersWithDevices(userIds, tx),

    /**
     * Encrypts `payload` (JSON) to each of the person's devices and sends it. A subscription its push
     * service says has ended (404, 410) is deleted, and so is one the server refuses to send to (its
     * name now leads inside a network): a retry would only try the same address again. Throws PushDeliveryError when some device failed
     * otherwise (time-out, 429, 5xx...), after recording the others, so that the caller may retry; never
     * for the recording itself.
     */
    async sendToUser(userId: string, payload: object, options: PushOptions): Promise<{ delivered: number; removed: number }> {
      const devices = await repo.listForUser(userId);
      if (devices.length === 0) return { delivered: 0, removed: 0 };
      const body = JSON.stringify(payload);
      const outcomes = await Promise.all(devices.map(async (device) => ({ device, outcome: await sender.send(device, body, options) })));
      const idsOf = (kind: string) => outcomes.filter(({ outcome }) => outcome.kind === kind).map(({ device }) => device.id);
      const delivered = idsOf('delivered');
      const gone = [...idsOf('gone'), ...idsOf('refused')];
      // The pushes are out: a failure to record them must not fail the send, or the delivery would
      // retry it and the donor get the alert twice (seen under load: the pool's connect time-out).
      // A device left unmarked is only its last success time; one left undeleted answers 410 again.
      const recorded = await Promise.allSettled([repo.markDelivered(delivered, now()), repo.deleteIds(gone)]);
      for (const outcome of recorded) if (outcome.status === 'rejected') deps.onBookkeepingError?.(outcome.reason);
      const failures = outcomes.flatMap(({ device, outcome }) =>
        outcome.kind === 'failed' ? [`${new URL(device.endpoint).origin}: ${outcome.reason}`] : [],
      );
      if (failures.length > 0) throw new PushDeliveryError(delivered.length, gone.length, failures);
      return { delivered: delivered.length, removed: gone.length };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
