import type { ContactMessage } from '@grant/shared';
import type { ContactMessageRow } from '../../db/schema/index';

export const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});
