import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { emailSchema } from '../users/user.schemas';

/** Bounds of the contact form (the spec shows none; these keep the inbox readable and the table small). */
export const CONTACT_LIMITS = { nameMaxLength: LIMITS.nameMaxLength, messageMaxLength: 5000 } as const;

/**
 * POST /contact: the home page's send-message form (full name, email, message). The same schema
 * validates the form in the browser and the body on the server, so both say the same thing.
 */
export const contactMessageBodySchema = z.object({
  name: z
    .string({ error: 'Full name is required.' })
    .trim()
    .min(1, { error: 'Full name is required.' })
    .max(CONTACT_LIMITS.nameMaxLength, { error: `Full name must be at most ${CONTACT_LIMITS.nameMaxLength} characters.` }),
  email: emailSchema,
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message is required.' })
    .max(CONTACT_LIMITS.messageMaxLength, { error: `Message must be at most ${CONTACT_LIMITS.messageMaxLength} characters.` }),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** A stored message, as the admins' inbox lists it. Shown as text, never as HTML. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);
