import type { CreateRequestInput, RequestStatus } from '@grant/shared';
import { type DonationRequestRow, type NewDonationRequestRow, requestPledges, sessions, type UserRow, users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password-hasher';
import { hashSessionToken, newSessionToken } from '../src/modules/auth/session-token';
import { bearer, PASSWORD, type SignedInUser, type UserOptions, uniqueEmail } from './factories';
import type { TestApp } from './test-app';

/** A calendar date `days` from today (UTC), as YYYY-MM-DD: positive days are safely in the future. */
export const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The spec's fields of a request (and urgency and bags): what every spec call sends. */
type SpecRequestFields = Omit<CreateRequestInput, 'component' | 'neededBy' | 'hospitalId' | 'location' | 'hospitalName'> & {
  hospitalName: string;
};

/** A valid body for POST /api/request; override any field (issue 48's component, neededBy and place too). */
export function requestBody(): SpecRequestFields;
export function requestBody<T extends Partial<CreateRequestInput>>(overrides: T): SpecRequestFields & T;
export function requestBody(overrides: Partial<CreateRequestInput> = {}): CreateRequestInput {
  return {
    recipientName: 'Karim Mia',
    hospitalName: 'Dhaka Medical College Hospital',
    message: 'Needed for surgery on Friday.',
    division: 'Dhaka',
    district: 'Gazipur',
    blood: 'A+',
    donationDate: dateInDays(7),
    donationTime: '10:30 AM',
    ...overrides,
  };
}

export type RequestOptions = Partial<Omit<NewDonationRequestRow, 'requesterId' | 'requesterName' | 'requesterEmail'>> & {
  status?: RequestStatus;
};

/**
 * A request stored directly through the repository (no HTTP), made by `requester`. It was last
 * changed a minute ago, so a test sees any later change move `updatedAt` forward.
 */
export function createRequest(t: TestApp, requester: UserRow, options: RequestOptions = {}): Promise<DonationRequestRow> {
  return t.services.repositories.requests.insert({
    ...requestBody(),
    updatedAt: new Date(Date.now() - 60_000),
    ...options,
    requesterId: requester.id,
    requesterName: requester.name,
    requesterEmail: requester.email,
  });
}

/** A request in progress, with `donor` as its donor and one pledge (made when the request was). */
export async function inProgressRequest(t: TestApp, requester: UserRow, donor: UserRow, options: RequestOptions = {}) {
  const row = await createRequest(t, requester, {
    ...options,
    status: 'inprogress',
    pledgedCount: 1,
    donorId: donor.id,
    donorName: donor.name,
    donorEmail: donor.email,
  });
  await t.db
    .insert(requestPledges)
    .values({ requestId: row.id, donorId: donor.id, donorName: donor.name, donorEmail: donor.email, createdAt: row.createdAt });
  return row;
}

/** One argon2 hash of PASSWORD for every fast user of a test file. */
let passwordHashOnce: Promise<string> | undefined;

/**
 * Many signed-in users at once, fast: one password hash for all, and users and sessions stored
 * directly in one statement each (the way a login stores them), so a test of 50 concurrent donors,
 * or one fresh caller for each of thousands of generated calls, does not spend its time in argon2.
 */
export async function manySignedInUsers(t: TestApp, n: number, options: UserOptions = {}): Promise<SignedInUser[]> {
  if (n <= 0) return [];
  passwordHashOnce ??= hashPassword(PASSWORD);
  const passwordHash = await passwordHashOnce;
  const stored = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: options.name ?? `Donor ${i + 1}`,
        email: uniqueEmail('donor'),
        passwordHash,
        role: options.role ?? 'donner',
        status: options.status ?? 'Active',
        division: 'Dhaka',
        district: 'Gazipur',
        blood: 'A+',
      })),
    )
    .returning();
  const tokens = stored.map(() => newSessionToken());
  const expiresAt = new Date(Date.now() + 3_600_000);
  await t.db
    .insert(sessions)
    .values(stored.map((user, i) => ({ userId: user.id, tokenHash: hashSessionToken(tokens[i] ?? ''), expiresAt })));
  return stored.map((user, i) => ({ user, token: tokens[i] ?? '', headers: bearer(tokens[i] ?? '') }));
}
