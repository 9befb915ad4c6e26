/**
 * The admin-only pages, in one chunk: an admin goes from one to the next, and each lazy page of its
 * own costs the entry script (every visitor's) its loader and its list of chunks.
 */
export { AuditLogPage } from '../features/audit/pages/audit-log-page';
export { ContentPage } from '../features/blogs/pages/content-page';
export { MessagesPage } from '../features/contact/pages/messages-page';
export { ModerationPage } from '../features/moderation/pages/moderation-page';
export { OutboxPage } from '../features/outbox/pages/outbox-page';
export { FundingPage } from '../features/payments/pages/funding-page';
export { AdminHomePage } from '../features/stats/pages/admin-home-page';
export { UsersPage } from '../features/users/pages/users-page';
