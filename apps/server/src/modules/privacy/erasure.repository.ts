import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { UserRow } from '../../db/schema/index';

/** A request of the erased person that was still open: now canceled, its pledged donors to be told. */
export interface WithdrawnRequest {
  id: string;
  /** Not the recipient's name: a request for oneself carries the erased person's name. */
  blood: string;
  hospitalName: string;
  pledgedDonorIds: string[];
}

/** An open request the erased person had pledged to: their place is free again, its requester to be told. */
export interface ReopenedRequest {
  id: string;
  requesterId: string;
  recipientName: string;
  hospitalName: string;
}

export interface ErasureOutcome {
  withdrawn: WithdrawnRequest[];
  reopened: ReopenedRequest[];
  /** Image files no record points to any more (the photo, removed posts' pictures): deleted after the commit. */
  orphanedImages: string[];
}

/**
 * Erases a person inside the caller's transaction (decision 0044). The users row stays, emptied, so
 * the requests, pledges, bookings and payments it is part of still count; every value that names or
 * reaches the person goes: their rows of personal tables are deleted, their name and e-mail copied
 * into other rows are replaced by `formerName` (or emptied).
 */
export function createErasureRepository(db: Database) {
  /** Held to the commit: a profile change or a pledge racing the erasure waits, then finds the row erased. */
  const lockPerson = (tx: Database, id: string) => tx.execute(sql`select id from users where id = ${id} for update`);

  return {
    /**
     * What the erasure's dialog asks about: how many blog posts the account wrote, counted now (the
     * erasure counts them again); undefined when there is no such account, or it is erased already.
     */
    async blogPostCount(userId: string): Promise<number | undefined> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select (select count(*)::int from blogs b where b.author_id = u.id) as n from users u where u.id = ${userId} and u.erased_at is null`,
      );
      return row?.n;
    },

    /**
     * Locks the person's row and counts their posts inside the erasure's transaction. A post being
     * written points at the row (its foreign key takes a share of it), so it waits for the erasure or
     * is counted here: the erasure handles exactly the posts it was told what to do with.
     */
    async lockAndCountPosts(tx: Database, id: string): Promise<number> {
      await lockPerson(tx, id);
      const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from blogs where author_id = ${id}`);
      return row?.n ?? 0;
    },

    async erase(tx: Database, user: UserRow, options: { removeBlogPosts: boolean; formerName: string }): Promise<ErasureOutcome> {
      const id = user.id;
      const former = options.formerName;
      const run = (query: SQL) => tx.execute(query);
      await lockPerson(tx, id);
      // Every request this erasure changes (its own, those it gave to, those it pledged to that are still
      // open) is locked first, in one order, before any change of theirs updates the counter rows
      // (decision 0050): a writer waiting here for one of them then holds no counter row the erasure needs.
      await run(sql`select id from donation_requests
        where requester_id = ${id} or donor_id = ${id}
          or (status in ('pending', 'inprogress') and id in (select request_id from request_pledges where donor_id = ${id}))
        order by id for update`);

      // Their open requests end; the donors who pledged are told after the commit.
      const withdrawn = await rowsOf<{ id: string; blood: string; hospital_name: string; donors: string[] | null }>(
        tx,
        sql`with ended as (
              update donation_requests set status = 'canceled', finished_at = now(), next_wave_at = null, updated_at = now()
              where requester_id = ${id} and status in ('pending', 'inprogress')
              returning id, blood, hospital_name)
            select ended.*, (select array_agg(p.donor_id::text) from request_pledges p where p.request_id = ended.id) as donors from ended`,
      );
      // What they wrote in their requests may name or reach them; the figures need only status, group, place and dates.
      await run(sql`update donation_requests set requester_name = ${former}, requester_email = '', recipient_name = ${former}, message = ''
        where requester_id = ${id}`);

      // Their pledges to requests still open are withdrawn: the place is free for another donor.
      const reopened = await rowsOf<{ id: string; requester_id: string; recipient_name: string; hospital_name: string }>(
        tx,
        sql`with gone as (
              delete from request_pledges p using donation_requests r
              where p.donor_id = ${id} and r.id = p.request_id and r.status in ('pending', 'inprogress')
              returning p.request_id)
            update donation_requests r set pledged_count = r.pledged_count - 1,
              status = 'pending',
              donor_id = case when r.donor_id = ${id} then null else r.donor_id end,
              donor_name = case when r.donor_id = ${id} then null else r.donor_name end,
              donor_email = case when r.donor_id = ${id} then null else r.donor_email end,
              updated_at = now()
            from gone where r.id = gone.request_id
            returning r.id, r.requester_id, r.recipient_name, r.hospital_name`,
      );
      // Past donations stay counted, without their name.
      await run(sql`update request_pledges set donor_name = ${former}, donor_email = '' where donor_id = ${id}`);
      await run(sql`update donation_requests set donor_name = ${former}, donor_email = '' where donor_id = ${id}`);
      await run(sql`update donor_calls set note = null where donor_id = ${id}`);

      // A booked place at a drive still to come is given back; donations at drives stay, without a deferral's reason.
      await run(sql`with freed as (
          update drive_bookings b set status = 'canceled' from drives d
          where b.donor_id = ${id} and b.status = 'booked' and d.id = b.drive_id and d.date >= (now() at time zone 'Asia/Dhaka')::date
          returning b.drive_id, b.slot)
        update drive_slots s set booked = s.booked - 1 from freed where s.drive_id = freed.drive_id and s.start = freed.slot`);
      await run(sql`update drive_bookings set defer_reason = null where donor_id = ${id}`);

      // Accounting keeps the amount, currency, provider reference, status and dates.
      await run(sql`update payments set payer_id = null, payer_name = null, payer_email = null where payer_id = ${id}`);

      const removedPosts = options.removeBlogPosts
        ? await rowsOf<{ image_url: string }>(tx, sql`delete from blogs where author_id = ${id} returning image_url`)
        : [];
      if (!options.removeBlogPosts) await run(sql`update blogs set author_email = '' where author_id = ${id}`);

      // The audit log keeps what was done and when; it no longer names them. Their name is replaced
      // wherever an entry holds it (a namesake mentioned in an entry loses it too: the safer mistake).
      await run(sql`update audit_log set actor_email = ${former} where actor_id = ${id}`);
      await run(sql`update audit_log set target_label = ${former} where target_type = 'user' and target_id = ${id}`);
      for (const said of [user.email, user.name]) {
        await run(sql`update audit_log set target_label = replace(target_label, ${said}, ${former}), detail = replace(detail, ${said}, ${former})
          where strpos(target_label, ${said}) > 0 or strpos(detail, ${said}) > 0`);
      }

      // Their own rows: what they received, chose, signed in with or wrote to us.
      const reached = [user.email, user.phone].filter((to): to is string => Boolean(to));
      for (const table of PERSONAL_TABLES) await run(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
      await run(sql`delete from request_reports where reporter_id = ${id}`);
      await run(
        sql`delete from outbox_messages where "to" in (${sql.join(
          reached.map((to) => sql`${to}`),
          sql`, `,
        )})`,
      );
      // The alerts and notices sent to others about their requests (patient, hospital, date: each
      // links to the request, so its id is in the text). Deleted, not emptied: the outbox is only the
      // copy of what was sent, kept for admins to read, and a message emptied of its text tells nothing;
      // the copies reached their recipients already. The notice of a withdrawal is sent after this commit.
      await run(sql`delete from outbox_messages o using donation_requests r
        where r.requester_id = ${id} and strpos(o.text, r.id::text) > 0`);
      await run(sql`delete from contact_messages where email = ${user.email}`);
      await run(sql`delete from sign_in_lockouts where email = ${user.email}`);

      await run(sql`update users set name = ${former}, email = ${`erased-${id}@erased.invalid`}, password_hash = null,
          division = null, district = null, blood = null, photo_url = null, phone = null, phone_verified_at = null,
          available = false, volunteer_calls = false, phone_to_requesters = false,
          alert_in_app = false, alert_email = false, alert_push = false, alert_sms = false,
          last_donation_on = null, birth_year = null, weight_kg = null, recent_alerts = '{}',
          area_id = null, location_lat = null, location_lon = null,
          role = 'donner', status = 'block', erased_at = now(), updated_at = now()
        where id = ${id}`);

      const candidates = [user.photoUrl, ...removedPosts.map((post) => post.image_url)].filter((url): url is string => Boolean(url));
      // A URL is the person's to delete only if no other record uses it (anyone may point at any upload).
      const orphaned = candidates.length
        ? await rowsOf<{ url: string }>(
            tx,
            sql`select url from (values ${sql.join(
              candidates.map((url) => sql`(${url}::text)`),
              sql`, `,
            )}) as u(url)
              where not exists (select 1 from users where photo_url = u.url)
                and not exists (select 1 from blogs where image_url = u.url)
                and not exists (select 1 from drives where image_url = u.url)`,
          )
        : [];

      return {
        withdrawn: withdrawn.map((r) => ({
          id: r.id,
          blood: r.blood,
          hospitalName: r.hospital_name,
          pledgedDonorIds: r.donors ?? [],
        })),
        reopened: reopened.map((r) => ({
          id: r.id,
          requesterId: r.requester_id,
          recipientName: r.recipient_name,
          hospitalName: r.hospital_name,
        })),
        orphanedImages: orphaned.map((row) => row.url),
      };
    },
  };
}

/** Tables whose rows, keyed by `user_id`, are the person's own and go whole with them. */
const PERSONAL_TABLES = [
  'sessions',
  'push_subscriptions',
  'phone_verifications',
  'user_totp',
  'recovery_codes',
  'login_challenges',
  'user_identities',
  'oidc_sign_in_codes',
  'password_reset_tokens',
  'notifications',
  'request_declines',
  'blood_bank_managers',
  'drive_team_members',
  'request_claims',
  'consent_records',
] as const;

export type ErasureRepository = ReturnType<typeof createErasureRepository>;
