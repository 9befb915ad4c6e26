import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../src/db/schema/index';
import { createUser, type SignedInUser, signedInUser, type UserOptions } from './factories';
import type { TestApp } from './test-app';

export interface DonorOptions extends UserOptions {
  available?: boolean;
  lastDonationOn?: string | null;
  phone?: string | null;
}

async function setDonorFields(t: TestApp, user: UserRow, options: DonorOptions): Promise<UserRow> {
  const { available, lastDonationOn, phone } = options;
  if (available === undefined && lastDonationOn === undefined && phone === undefined) return user;
  const [row] = await t.db.update(users).set({ available, lastDonationOn, phone }).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

/** A donor stored directly, with their availability, last donation date and phone set as given. */
export async function createDonor(t: TestApp, options: DonorOptions = {}): Promise<UserRow> {
  return setDonorFields(t, await createUser(t, options), options);
}

export async function signedInDonor(t: TestApp, options: DonorOptions = {}): Promise<SignedInUser> {
  const signedIn = await signedInUser(t, options);
  return { ...signedIn, user: await setDonorFields(t, signedIn.user, options) };
}
