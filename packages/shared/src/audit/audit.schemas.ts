import { z } from 'zod';

/** Every admin action the audit log records, and a volunteer's look at a donor's number: who did what, to whom, and when. */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.activate',
  'user.makeVolunteer',
  'user.makeAdmin',
  'user.makeDonor',
  'user.erase',
  'request.delete',
  'request.reassign',
  'request.verify',
  'request.hide',
  'request.dismissReports',
  'donor.revealPhone',
  'blog.delete',
  'surge.start',
  'surge.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'request', 'blog', 'surge'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How the audit log page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.block': 'Blocked a user',
  'user.activate': 'Activated a user',
  'user.makeVolunteer': 'Made a volunteer',
  'user.makeAdmin': 'Made an admin',
  'user.makeDonor': 'Made a donor again',
  'user.erase': 'Deleted an account',
  'request.delete': 'Deleted a donation request',
  'request.reassign': 'Gave a request to a volunteer',
  'request.verify': 'Marked a request verified with the hospital',
  'request.hide': 'Hid a reported request',
  'request.dismissReports': "Dismissed a request's reports",
  'donor.revealPhone': "Saw a donor's phone number to call them",
  'blog.delete': 'Deleted a blog',
  'surge.start': 'Started a dengue surge',
  'surge.end': 'Ended a dengue surge',
};

/** One entry of GET /audit. `actorId` is null once the acting account no longer exists. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  targetLabel: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = z.array(auditEntrySchema);
