import type { BloodGroup, RequestStatus, RequestUrgency } from '@grant/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../modules/auth/password-hasher';
import type { ImageStore } from '../../modules/uploads/image-store';
import type { Database } from '../client';
import {
  blogs,
  donationRequests,
  type NewDonationRequestRow,
  type NewUserRow,
  payments,
  requestPledges,
  type UserRow,
  users,
} from '../schema/index';
import { seedDemoBloodBanks } from './demo-blood-banks';
import { seedDemoDrives } from './demo-drives';
import { demoPayments } from './demo-payments';
import { DEMO_COMPONENTS, demoAreaOf, demoCrowd, demoHospitalIn } from './demo-places';
import { avatarSvg, svgToWebp, thumbnailSvg } from './generated-images';

/** Every demo account shares this password; it is printed at start and listed in the README. */
export const DEMO_PASSWORD = 'Donate2026';

type DemoPerson = Pick<NewUserRow, 'name' | 'email' | 'division' | 'district' | 'blood' | 'role'>;

const person = (
  name: string,
  email: string,
  division: string,
  district: string,
  blood: BloodGroup,
  role: NewUserRow['role'] = 'donner',
): DemoPerson => ({
  name,
  email,
  division,
  district,
  blood,
  role,
});

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person('Ayesha Rahman', 'admin@grant.demo', 'Dhaka', 'Dhaka', 'O+', 'admin'),
  person('Tanvir Hasan', 'volunteer@grant.demo', 'Chattagram', 'Chattogram', 'A+', 'volunteer'),
  person('Nusrat Jahan', 'donor@grant.demo', 'Dhaka', 'Gazipur', 'B+'),
  person('Rafiq Islam', 'rafiq@grant.demo', 'Rajshahi', 'Bogura', 'AB+'),
  person('Farhana Akter', 'farhana@grant.demo', 'Khulna', 'Jashore', 'O-'),
  person('Mehedi Hasan', 'mehedi@grant.demo', 'Sylhet', 'Sylhet', 'A-'),
  person('Sadia Islam', 'sadia@grant.demo', 'Barishal', 'Barishal', 'B-'),
  person('Imran Hossain', 'imran@grant.demo', 'Rangpur', 'Dinajpur', 'AB-'),
  person('Jannatul Ferdous', 'jannat@grant.demo', 'Mymensingh', 'Mymensingh', 'O+'),
  person('Arif Chowdhury', 'arif@grant.demo', 'Chattagram', 'Comilla', 'A+'),
  person('Shirin Sultana', 'shirin@grant.demo', 'Dhaka', 'Narayanganj', 'B+'),
  person('Kamal Uddin', 'kamal@grant.demo', 'Khulna', 'Khulna', 'O+'),
  person('Rumana Begum', 'rumana@grant.demo', 'Rajshahi', 'Rajshahi', 'A-'),
  person('Sabbir Ahmed', 'sabbir@grant.demo', 'Sylhet', 'Moulvibazar', 'AB+'),
];

const URGENCIES: readonly RequestUrgency[] = ['normal', 'urgent', 'normal', 'critical'];
const HOUR = 3_600_000;
const STATUSES: readonly RequestStatus[] = ['pending', 'pending', 'pending', 'inprogress', 'done', 'canceled'];

const BLOG_POSTS = [
  {
    title: 'Why your blood type matters',
    content:
      'Eight blood groups, one goal.\n\nO- donors can give to anyone in an emergency, and AB+ patients can receive from everyone. Knowing your group helps us reach the right people in time.',
  },
  {
    title: 'Before you donate: a short checklist',
    content:
      'Sleep well, eat a proper meal and drink water.\n\nBring an ID, wear a shirt with sleeves that roll up, and tell the staff about any medicine you take.',
  },
  {
    title: 'One donation, three lives',
    content:
      'A single unit of blood is split into red cells, plasma and platelets.\n\nEach part can help a different patient, which is why one donation can save up to three lives.',
  },
  {
    title: 'How volunteers keep requests moving',
    content:
      'Volunteers check new requests, call hospitals and follow up with donors.\n\nIf you have a few hours a week, ask an admin to make you a volunteer.',
  },
];

type DemoRequest = { requesterId: string; status: RequestStatus; bags: number };
type Pledger = Pick<UserRow, 'id' | 'name' | 'email'>;

/**
 * Who pledged to each demo request (decision 0027): a request in progress, done or canceled had all
 * its bags pledged; the first two pending requests of several bags show donors being found (one
 * donor, then all but one). Pledgers are the volunteer first, then the donors; never the requester.
 */
function demoPledgers(requests: readonly DemoRequest[], people: readonly Pledger[]): Pledger[][] {
  let partlyFound = 0;
  return requests.map((r) => {
    const others = people.filter((p) => p.id !== r.requesterId);
    if (r.status !== 'pending') return others.slice(0, r.bags);
    if (r.bags === 1 || partlyFound >= 2) return [];
    partlyFound += 1;
    return others.slice(0, partlyFound === 1 ? 1 : r.bags - 1);
  });
}

/** The request's counts and its first donor (the spec's single donor), from its pledges. */
const withFirstDonor = <T extends DemoRequest>(request: T, pledgers: readonly Pledger[]) => ({
  ...request,
  pledgedCount: pledgers.length,
  donorId: pledgers[0]?.id ?? null,
  donorName: pledgers[0]?.name ?? null,
  donorEmail: pledgers[0]?.email ?? null,
});

const isoDateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fills an empty database with a lively demo: staff, donors, requests in every status and blog posts. */
export async function seedDemoData(db: Database, store: ImageStore, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = [];
  for (const [index, p] of DEMO_PEOPLE.entries()) {
    const photoUrl = await store.save(await svgToWebp(avatarSvg(p.name, (index * 47) % 360)));
    const [row] = await db
      .insert(users)
      // Made-up numbers in one block, so the request page can show a requester their donors' contacts;
      // two donors in three let volunteers call them, so the call sheet shows both kinds.
      .values({
        ...p,
        passwordHash,
        photoUrl,
        phone: `01700-0000${String(index).padStart(2, '0')}`,
        volunteerCalls: index % 3 !== 0,
        phoneToRequesters: index % 2 === 0,
        areaId: await demoAreaOf(db, p.district),
      })
      .returning();
    if (row) created.push(row);
  }
  const crowd = await demoCrowd(db);
  if (crowd.length > 0) {
    await db.insert(users).values(
      crowd.map((donor, index) => ({
        ...donor,
        passwordHash,
        phone: `01700-1000${String(index).padStart(2, '0')}`,
        volunteerCalls: index % 2 === 0,
        phoneToRequesters: index % 3 === 0,
      })),
    );
  }
  const donors = created.filter((u) => u.role === 'donner');
  const volunteer = created.find((u) => u.role === 'volunteer');

  const requests: (NewDonationRequestRow & DemoRequest & { createdAt: Date; donationDate: string })[] = [];
  for (const [index, requester] of donors.entries()) {
    for (const n of [0, 1]) {
      const status = STATUSES[(index * 2 + n) % STATUSES.length] ?? 'pending';
      // Spread over the past weeks, newest first, so the insights' days have something to show.
      const createdAt = new Date(Date.now() - (index * 2 + n) * 18 * HOUR);
      const district = requester.district ?? 'Dhaka';
      const hospital = await demoHospitalIn(db, district, index + n);
      requests.push({
        requesterId: requester.id,
        requesterName: requester.name,
        requesterEmail: requester.email,
        recipientName: `Patient ${index * 2 + n + 1}`,
        hospitalName: hospital?.name ?? 'Dhaka Medical College Hospital',
        hospitalId: hospital?.id ?? null,
        component: DEMO_COMPONENTS[(index * 2 + n) % DEMO_COMPONENTS.length] ?? 'whole_blood',
        message: 'Urgent need for surgery. Please contact the hospital desk on arrival.',
        division: requester.division ?? 'Dhaka',
        district,
        blood: requester.blood ?? 'O+',
        // Open requests are for the coming days; finished ones happened in the past days.
        donationDate: isoDateInDays(status === 'done' || status === 'canceled' ? -(index + 2) : index + n * 3 + 1),
        donationTime: n === 0 ? '10:30 AM' : '4:00 PM',
        urgency: URGENCIES[(index + n) % URGENCIES.length] ?? 'normal',
        bags: 1 + ((index + n) % 3),
        status,
        createdAt,
        // Done or canceled a day and a half after it was asked for (the insights' time to done).
        finishedAt: status === 'done' || status === 'canceled' ? new Date(Math.min(createdAt.getTime() + 36 * HOUR, Date.now())) : null,
      });
    }
  }
  const pledgers = demoPledgers(requests, volunteer ? [volunteer, ...donors] : donors);
  const stored = await db
    .insert(donationRequests)
    .values(requests.map((r, i) => withFirstDonor(r, pledgers[i] ?? [])))
    .returning({ id: donationRequests.id });
  const pledges = stored.flatMap(({ id }, i) =>
    (pledgers[i] ?? []).map((p, order) => ({
      requestId: id,
      donorId: p.id,
      donorName: p.name,
      donorEmail: p.email,
      createdAt: new Date((requests[i]?.createdAt.getTime() ?? Date.now()) + (order + 1) * 600_000),
    })),
  );
  if (pledges.length > 0) await db.insert(requestPledges).values(pledges);
  // The donors of the finished demo requests gave blood, as marking them done would have recorded.
  const lastDonations = new Map<string, string>();
  requests.forEach((r, i) => {
    if (r.status !== 'done') return;
    for (const p of pledgers[i] ?? []) if ((lastDonations.get(p.id) ?? '') < r.donationDate) lastDonations.set(p.id, r.donationDate);
  });
  for (const [id, lastDonationOn] of lastDonations) await db.update(users).set({ lastDonationOn }).where(eq(users.id, id));

  const authors = created.filter((u) => u.role !== 'donner');
  for (const [index, post] of BLOG_POSTS.entries()) {
    const author = authors[index % authors.length];
    if (!author) continue;
    const imageUrl = await store.save(await svgToWebp(thumbnailSvg(post.title, (index * 90) % 360)));
    await db
      .insert(blogs)
      .values({ ...post, imageUrl, authorId: author.id, authorEmail: author.email, createdAt: new Date(Date.now() - index * 86_400_000) });
  }
  const gifts = demoPayments(created);
  await db.insert(payments).values(gifts);
  const driveCount = await seedDemoDrives(db, store, created);
  const bankCount = await seedDemoBloodBanks(db, created);
  log.info(
    {
      users: created.length + crowd.length,
      requests: requests.length,
      blogs: BLOG_POSTS.length,
      payments: gifts.length,
      drives: driveCount,
      bloodBanks: bankCount,
    },
    'demo data created',
  );
  return true;
}
