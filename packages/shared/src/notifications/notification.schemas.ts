import { z } from 'zod';
import {
  bloodComponentSchema,
  paginationQuerySchema,
  REQUEST_RESPONSES,
  requestStatusSchema,
  requestUrgencySchema,
} from '../requests/request.schemas';

/** One entry of the bell: a donation request near the donor that their blood group can answer. */
export const notificationSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  recipientName: z.string(),
  hospitalName: z.string(),
  blood: z.string(),
  division: z.string(),
  district: z.string(),
  urgency: requestUrgencySchema,
  donationDate: z.string(),
  /** What the patient needs and by when (issue 48): ISO 8601 with offset. */
  component: bloodComponentSchema,
  neededBy: z.string(),
  /** The request's status now: the bell offers "I can donate" / "Not this time" only while it is pending. */
  status: requestStatusSchema,
  /** How the reader answered the request, if they did. */
  yourResponse: z.enum(REQUEST_RESPONSES).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema;

/** A page of my notifications, newest first, with the total and how many are unread. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
