import type { ContactMessageBody } from '@grant/shared';
import { type Paging, windowOf } from '../../lib/paging';
import type { ContactRepository } from './contact.repository';

export function createContactService(deps: { contact: ContactRepository }) {
  return {
    /** Anyone may write (the route is rate limited); the message is kept as the text it is. */
    async send(body: ContactMessageBody) {
      const row = await deps.contact.insert({ name: body.name, email: body.email, message: body.message });
      return { insertedId: row.id };
    },

    list: (paging: Paging) => deps.contact.list(windowOf(paging)),

    /** Retention (sweep.ts): messages sent more than `days` ago. */
    sweepOlderThan: (days: number) => deps.contact.deleteOlderThan(days),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
