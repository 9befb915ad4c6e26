import { z } from 'zod';
import { PRIVACY_TEXTS } from './privacy.texts';

/**
 * The choices that expose a person, each recorded with its time when it changes (decision 0044):
 * listed as a donor (the `available` switch), phone shown to requesters, phone to volunteers who
 * call, and each alert channel.
 */
export const CONSENT_PURPOSES = [
  'donorListing',
  'phoneToRequesters',
  'volunteerCalls',
  'alertInApp',
  'alertEmail',
  'alertPush',
  'alertSms',
  /** The donor's own location (issue 48), kept rounded to about a kilometre. */
  'locationShared',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** One consent as it stands: given or not, and since when (the account's creation when never changed). */
export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  since: z.string(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
export const consentStateListSchema = z.array(consentStateSchema);

const passwordField = z.string().max(1024).optional();
const codeField = z.string().trim().max(64).optional();

/** POST /auth/reauthenticate: the current password (and a two-factor code when it is on) before a sensitive read. */
export const reauthenticateSchema = z.object({ password: passwordField, code: codeField });
export type Reauthenticate = z.infer<typeof reauthenticateSchema>;

/** What becomes of the person's blog posts when the account is erased. */
export const BLOG_POST_CHOICES = ['remove', 'keep'] as const;
export type BlogPostChoice = (typeof BLOG_POST_CHOICES)[number];
const blogPostsField = z.enum(BLOG_POST_CHOICES, { error: PRIVACY_TEXTS.blogChoiceRequired });

/**
 * The choice the dialogs require when the account has blog posts (GET .../erasure says how many). The
 * routes take it optional: the server itself refuses it missing when the account has posts, counting
 * them inside the erasure's transaction (issue 47).
 */
export const blogPostsChoiceSchema = blogPostsField;

/** DELETE /auth/account: proof that it is the owner, and what to do with their blog posts (if they have any). */
export const deleteAccountSchema = z.object({ password: passwordField, code: codeField, blogPosts: blogPostsField.optional() });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** DELETE /users/{id}: an admin erases an account, with the same effects. */
export const eraseUserSchema = z.object({ blogPosts: blogPostsField.optional() });
export type EraseUser = z.infer<typeof eraseUserSchema>;

/**
 * GET /auth/account/erasure and GET /users/{id}/erasure: what deleting the account must ask first:
 * how many blog posts it wrote (the dialog asks what becomes of them only when there are some).
 */
export const erasurePreviewSchema = z.object({ blogPosts: z.number().int().nonnegative() });
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

/**
 * GET /auth/account/export: one document of everything held about the caller. Its sections are
 * described in docs/decisions/0044; only the frame is fixed here, so a new kind of data is one
 * more section, not a new format.
 */
export const personalDataExportSchema = z.looseObject({ format: z.string(), exportedAt: z.string() });

/**
 * The answer to "List me as a donor" on the registration and complete-profile forms (issue 47): a
 * required yes / not now, so nobody leaves it unticked without knowing. The server keeps reading
 * `listedAsDonor` (absent is not listed); this is the forms' own rule.
 */
export const DONOR_LISTING_CHOICES = ['yes', 'no'] as const;
export const donorListingChoiceSchema = z.enum(DONOR_LISTING_CHOICES, { error: PRIVACY_TEXTS.listingChoiceRequired });
export type DonorListingChoice = z.infer<typeof donorListingChoiceSchema>;
