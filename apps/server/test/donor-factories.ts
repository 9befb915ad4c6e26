import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../src/db/schema/index';
import { createUser, type SignedInUser, signedInUser, type UserOptions } from './factories';
import type { TestApp } from './test-app';

export interface DonorOptions extends UserOptions {
  available?: boolean;
  lastDonationOn?: string | null;
  phone?: string | null;
  /** They let volunteers call them (the call sheet). */
  volunteerCalls?: boolean;
  /** They let the requester of a request they match see their phone. */
  phoneToRequesters?: boolean;
}

async function setDonorFields(t: TestApp, user: UserRow, options: DonorOptions): Promise<UserRow> {
  const { available, lastDonationOn, phone, volunteerCalls, phoneToRequesters } = options;
  const fields = { available, lastDonationOn, phone, volunteerCalls, phoneToRequesters };
  if (Object.values(fields).every((value) => value === undefined)) return user;
  const [row] = await t.db.update(users).set(fields).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

/** A donor stored directly, with their availability, last donation date, phone and consents set as given. */
export async function createDonor(t: TestApp, options: DonorOptions = {}): Promise<UserRow> {
  return setDonorFields(t, await createUser(t, options), options);
}

export async function signedInDonor(t: TestApp, options: DonorOptions = {}): Promise<SignedInUser> {
  const signedIn = await signedInUser(t, options);
  return { ...signedIn, user: await setDonorFields(t, signedIn.user, options) };
}
