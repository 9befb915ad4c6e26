import {
  HIDDEN_REQUEST_EMAIL,
  HIDDEN_REQUESTS_BEFORE_BLOCK,
  type HideBody,
  MESSAGES,
  type ModerationQuery,
  PAGE_PATHS,
  pagePath,
  type REPORT_REASON_LABELS,
  REPORT_TEXTS,
  type reportBodySchema,
} from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import { offsetWindowOf } from '../../lib/paging';
import type { AuditService } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import type { RequestsService } from '../requests/requests.service';
import type { UsersService } from '../users/users.service';
import { moderationPolicy } from './moderation.policy';
import type { ReportsRepository } from './reports.repository';

export interface ModerationDeps {
  reports: ReportsRepository;
  requests: Pick<RequestsService, 'reachable' | 'findById' | 'hide'>;
  /** A requester whose requests were hidden HIDDEN_REQUESTS_BEFORE_BLOCK times is blocked as an admin would block them. */
  users: Pick<UsersService, 'block'>;
  audit: AuditService;
  mailer: Mailer;
  /** The requester's e-mail goes out after the answer. */
  background: BackgroundWork;
  /** Where the e-mail's link points (PUBLIC_URL, or this server). */
  appUrl: string;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

const labelOf = (request: Pick<DonationRequestRow, 'recipientName' | 'hospitalName'>) =>
  `${request.recipientName} at ${request.hospitalName}`;

/** "asks-for-money ×2, fake": what the upheld reports said, for the audit entry. */
function reasonsInWords(reasons: { reason: keyof typeof REPORT_REASON_LABELS }[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => (n > 1 ? `${reason} ×${n}` : reason)).join(', ');
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Reports of requests and the admins' moderation queue (decision 0040): anyone active reports a
 * request once; an admin hides it (every public list drops it, its requester is told why, and a
 * requester with HIDDEN_REQUESTS_BEFORE_BLOCK hidden requests is blocked) or dismisses its reports.
 * Every decision is audited in the transaction that makes it.
 */
export function createModerationService(deps: ModerationDeps) {
  const { reports } = deps;

  function requireModerator(actor: Actor) {
    if (!moderationPolicy.canModerate(actor)) throw forbidden(MESSAGES.forbidden);
  }

  function tellRequester(request: DonationRequestRow, reason: string, log: Log) {
    const values = {
      recipient: request.recipientName,
      hospital: request.hospitalName,
      reason,
      link: `${deps.appUrl}${pagePath(PAGE_PATHS.requestDetails, request.id)}`,
    };
    deps.background.run(
      () =>
        deps.mailer.send({
          to: request.requesterEmail,
          subject: HIDDEN_REQUEST_EMAIL.subject,
          text: fill(HIDDEN_REQUEST_EMAIL.text, values),
        }),
      (error) => log.error({ err: error, requestId: request.id }, 'the e-mail about a hidden request was not sent'),
    );
  }

  /** Blocks a requester with enough hidden requests; an admin's own rules (never yourself, never the last admin) still hold. */
  async function blockIfRepeated(actor: Actor, request: DonationRequestRow, hiddenOfRequester: number, log: Log) {
    if (hiddenOfRequester < HIDDEN_REQUESTS_BEFORE_BLOCK) return false;
    try {
      return (await deps.users.block(actor, request.requesterId, log)).modifiedCount > 0;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') return false;
      throw error;
    }
  }

  /**
   * Closes the request's open reports as `resolution` and audits the decision, in `tx`: 409 when none
   * are open (another admin decided first). `detail` words the entry from the reports' reasons.
   */
  async function decide(
    actor: Actor,
    request: DonationRequestRow,
    resolution: 'upheld' | 'dismissed',
    tx: Database,
    log: Log,
    detail: (reasons: string) => string,
  ): Promise<number> {
    const closed = await reports.resolveOpen(request.id, resolution, actor.id, tx);
    if (closed.length === 0) throw conflict(REPORT_TEXTS.noOpenReports);
    await deps.audit.record(
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: resolution === 'upheld' ? 'request.hide' : 'request.dismissReports',
        targetType: 'request',
        targetId: request.id,
        targetLabel: labelOf(request),
        detail: detail(`Reports: ${reasonsInWords(closed)}`),
      },
      { tx, log },
    );
    return closed.length;
  }

  return {
    /** Resolves once every requester's e-mail started is handed over (tests, and a graceful shutdown). */
    settled: () => deps.background.settled(),

    /** POST /request/{id}/report: once per person, never about your own request nor one already hidden. */
    async report(actor: Actor, id: string, body: z.output<typeof reportBodySchema>) {
      const request = await deps.requests.reachable(actor, id);
      if (!moderationPolicy.canReport(actor, request)) throw forbidden(REPORT_TEXTS.ownRequest);
      if (request.hiddenAt) throw conflict(REPORT_TEXTS.alreadyHidden);
      const kept = await reports.insert({ requestId: id, reporterId: actor.id, reason: body.reason, note: body.note });
      if (!kept) throw conflict(REPORT_TEXTS.alreadyReported);
      return { reported: true as const };
    },

    /** GET /moderation/reports: the requests with open reports, each with its reports. */
    async queue(actor: Actor, query: ModerationQuery) {
      requireModerator(actor);
      const page = await reports.queue(offsetWindowOf(query));
      const open = await reports.openReportsOf(page.rows.map((row) => row.id));
      return {
        ...page,
        rows: page.rows.map((row) => ({ ...row, reports: open.filter((report) => report.requestId === row.id) })),
      };
    },

    /** Hides the request, upholding its open reports (409 when another admin dealt with them first). */
    async hide(actor: Actor, id: string, { reason }: HideBody, log: Log) {
      requireModerator(actor);
      const { hidden, hiddenOfRequester } = await deps.requests.hide(actor, id, reason, (request, tx) =>
        decide(
          actor,
          request,
          'upheld',
          tx,
          log,
          (reasons) => `${reasons}. Requester ${request.requesterName} (${request.requesterEmail}) was told: ${reason}`,
        ),
      );
      tellRequester(hidden, reason, log);
      // After the hiding commits: blocking takes the standing lock of its own transaction. Hidden
      // requests are never shown again, so the count only grows, and a later hiding blocks if this did not.
      const requesterBlocked = await blockIfRepeated(actor, hidden, hiddenOfRequester, log);
      return { hiddenAt: hidden.hiddenAt ?? new Date(), requesterBlocked };
    },

    /** Dismisses the request's open reports: it stays listed (409 when none are open). */
    async dismiss(actor: Actor, id: string, log: Log) {
      requireModerator(actor);
      const request = await deps.requests.findById(id);
      const dismissedCount = await reports.transaction((tx) => decide(actor, request, 'dismissed', tx, log, (reasons) => reasons));
      return { dismissedCount };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
