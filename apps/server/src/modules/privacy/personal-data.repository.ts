import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  blogs,
  bloodBankManagers,
  bloodBanks,
  consentRecords,
  contactMessages,
  donationRequests,
  donorCalls,
  driveBookings,
  drives,
  driveTeamMembers,
  notifications,
  payments,
  pushSubscriptions,
  requestDeclines,
  requestPledges,
  requestReports,
  sessions,
  userIdentities,
  users,
  userTotp,
} from '../../db/schema/index';

/**
 * Everything held about one person, read for their export (GET /auth/account/export). Each read
 * takes only the person's own rows, and of rows shared with others (a request they pledged to, an
 * audit entry) only what is about them: never another person's name, e-mail or phone, and no secret
 * (password hash, tokens, two-factor secret, push keys).
 */
export function createPersonalDataRepository(db: Database) {
  return {
    async account(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          status: users.status,
          photoUrl: users.photoUrl,
          division: users.division,
          district: users.district,
          blood: users.blood,
          available: users.available,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          phoneToRequesters: users.phoneToRequesters,
          volunteerCalls: users.volunteerCalls,
          lastDonationOn: users.lastDonationOn,
          birthYear: users.birthYear,
          weightKg: users.weightKg,
          areaId: users.areaId,
          locationLat: users.locationLat,
          locationLon: users.locationLon,
          /** The consent behind the donor's own location (decision 0044's list): given while a point is kept. */
          locationShared: sql<boolean>`${users.locationLat} is not null`,
          language: users.language,
          alertInApp: users.alertInApp,
          alertEmail: users.alertEmail,
          alertPush: users.alertPush,
          alertSms: users.alertSms,
          quietStart: users.quietStart,
          quietEnd: users.quietEnd,
          recentAlerts: users.recentAlerts,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    consentRecords: (userId: string) =>
      db
        .select({ purpose: consentRecords.purpose, granted: consentRecords.granted, recordedAt: consentRecords.recordedAt })
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id)),

    /** Their own requests, whole, except who pledged to them (other people). */
    requestsMade: (userId: string) =>
      db
        .select({
          id: donationRequests.id,
          recipientName: donationRequests.recipientName,
          hospitalName: donationRequests.hospitalName,
          message: donationRequests.message,
          division: donationRequests.division,
          district: donationRequests.district,
          blood: donationRequests.blood,
          bags: donationRequests.bags,
          urgency: donationRequests.urgency,
          donationDate: donationRequests.donationDate,
          donationTime: donationRequests.donationTime,
          component: donationRequests.component,
          neededBy: donationRequests.neededBy,
          hospitalId: donationRequests.hospitalId,
          locationLat: donationRequests.locationLat,
          locationLon: donationRequests.locationLon,
          status: donationRequests.status,
          pledgedCount: donationRequests.pledgedCount,
          hiddenReason: donationRequests.hiddenReason,
          createdAt: donationRequests.createdAt,
          finishedAt: donationRequests.finishedAt,
        })
        .from(donationRequests)
        .where(eq(donationRequests.requesterId, userId))
        .orderBy(asc(donationRequests.createdAt)),

    /** Their pledges (donations when the request was done), with what the request asked, not who asked. */
    pledges: (userId: string) =>
      db
        .select({
          requestId: requestPledges.requestId,
          pledgedAt: requestPledges.createdAt,
          recordedByVolunteer: sql<boolean>`${requestPledges.recordedBy} is not null`,
          blood: donationRequests.blood,
          hospitalName: donationRequests.hospitalName,
          district: donationRequests.district,
          donationDate: donationRequests.donationDate,
          requestStatus: donationRequests.status,
        })
        .from(requestPledges)
        .innerJoin(donationRequests, eq(donationRequests.id, requestPledges.requestId))
        .where(eq(requestPledges.donorId, userId))
        .orderBy(asc(requestPledges.createdAt)),

    declines: (userId: string) =>
      db
        .select({ requestId: requestDeclines.requestId, declinedAt: requestDeclines.createdAt })
        .from(requestDeclines)
        .where(eq(requestDeclines.userId, userId)),

    notifications: (userId: string) =>
      db
        .select({
          requestId: notifications.requestId,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          emailedAt: notifications.emailedAt,
          pushedAt: notifications.pushedAt,
          smsSentAt: notifications.smsSentAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),

    /** Devices that receive their alerts: when added and last reached, not the push service's address or keys. */
    pushDevices: (userId: string) =>
      db
        .select({ addedAt: pushSubscriptions.createdAt, lastReachedAt: pushSubscriptions.lastSuccessAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),

    driveBookings: (userId: string) =>
      db
        .select({
          driveId: driveBookings.driveId,
          driveTitle: drives.title,
          driveDate: drives.date,
          slot: driveBookings.slot,
          code: driveBookings.code,
          status: driveBookings.status,
          deferReason: driveBookings.deferReason,
          checkedInAt: driveBookings.checkedInAt,
          bookedAt: driveBookings.createdAt,
        })
        .from(driveBookings)
        .innerJoin(drives, eq(drives.id, driveBookings.driveId))
        .where(eq(driveBookings.donorId, userId))
        .orderBy(asc(driveBookings.createdAt)),

    bloodBanksManaged: (userId: string) =>
      db
        .select({ bankId: bloodBanks.id, bank: bloodBanks.name, since: bloodBankManagers.createdAt })
        .from(bloodBankManagers)
        .innerJoin(bloodBanks, eq(bloodBanks.id, bloodBankManagers.bankId))
        .where(eq(bloodBankManagers.userId, userId)),

    /** The drives whose team they are on (they may read its roster and check donors in). */
    driveTeams: (userId: string) =>
      db
        .select({ driveId: drives.id, drive: drives.title, driveDate: drives.date, since: driveTeamMembers.createdAt })
        .from(driveTeamMembers)
        .innerJoin(drives, eq(drives.id, driveTeamMembers.driveId))
        .where(eq(driveTeamMembers.userId, userId))
        .orderBy(asc(driveTeamMembers.createdAt)),

    payments: (userId: string) =>
      db
        .select({
          id: payments.id,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          status: payments.status,
          provider: payments.provider,
          payerName: payments.payerName,
          payerEmail: payments.payerEmail,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.payerId, userId))
        .orderBy(asc(payments.createdAt)),

    blogPosts: (userId: string) =>
      db
        .select({ id: blogs.id, title: blogs.title, content: blogs.content, imageUrl: blogs.imageUrl, createdAt: blogs.createdAt })
        .from(blogs)
        .where(eq(blogs.authorId, userId))
        .orderBy(asc(blogs.createdAt)),

    /** Signed-in devices: never the token (only its hash is stored, and that is not given out either). */
    sessions: (userId: string) =>
      db
        .select({
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    async twoFactor(userId: string) {
      const [row] = await db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.userId, userId));
      return { enabled: Boolean(row?.enabledAt), enabledAt: row?.enabledAt ?? null };
    },

    googleSignIns: (userId: string) =>
      db
        .select({ email: userIdentities.email, linkedAt: userIdentities.createdAt, lastUsedAt: userIdentities.lastUsedAt })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId)),

    /** Volunteers' calls to them about a request: when and what came of it, not who called. */
    callsReceived: (userId: string) =>
      db
        .select({ requestId: donorCalls.requestId, outcome: donorCalls.outcome, note: donorCalls.note, calledAt: donorCalls.createdAt })
        .from(donorCalls)
        .where(eq(donorCalls.donorId, userId)),

    reportsMade: (userId: string) =>
      db
        .select({
          requestId: requestReports.requestId,
          reason: requestReports.reason,
          note: requestReports.note,
          reportedAt: requestReports.createdAt,
        })
        .from(requestReports)
        .where(eq(requestReports.reporterId, userId)),

    contactMessages: (email: string) =>
      db
        .select({ name: contactMessages.name, message: contactMessages.message, sentAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(eq(contactMessages.email, email)),

    /**
     * Audit entries about them (an admin acted on their account) and those they made: what and when.
     * The other side of each (the admin, or the person they acted on) is someone else and left out,
     * and so is the free-text detail, which may name others (the request whose call revealed a phone).
     */
    async auditEntries(userId: string) {
      const rows = await db
        .select({
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          at: auditLog.createdAt,
        })
        .from(auditLog)
        .where(or(eq(auditLog.actorId, userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))))
        .orderBy(asc(auditLog.createdAt));
      return rows.map((row) => {
        const aboutThem = row.targetType === 'user' && row.targetId === userId;
        return aboutThem
          ? { role: 'subject' as const, action: row.action, at: row.at }
          : { role: 'actor' as const, action: row.action, targetType: row.targetType, at: row.at };
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
