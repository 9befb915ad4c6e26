/** The job types of notifications and their payloads: enqueued by the requests module, run by the worker. */
export const NOTIFICATION_JOBS = {
  /** Find the donors a new request should reach and notify each once. */
  notifyDonors: 'request.notify-donors',
  /** E-mail one donor about one notification, once. */
  email: 'notification.email',
} as const;

export const notifyDonorsJob = (requestId: string) => ({ type: NOTIFICATION_JOBS.notifyDonors, payload: { requestId } });
export const notificationEmailJob = (notificationId: string) => ({ type: NOTIFICATION_JOBS.email, payload: { notificationId } });
