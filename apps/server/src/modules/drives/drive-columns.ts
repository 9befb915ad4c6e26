import { sql } from 'drizzle-orm';
import { driveSlots, drives, users } from '../../db/schema/index';

/** A drive's places left, over all its slots. */
const freePlaces = sql<number>`(select coalesce(sum(${driveSlots.capacity} - ${driveSlots.booked}), 0)::int from ${driveSlots} where ${driveSlots.driveId} = ${drives.id})`;

/** A drive as lists and pages show it (its organiser's name joined from users). */
export const driveColumns = {
  id: drives.id,
  title: drives.title,
  description: drives.description,
  titleBn: drives.titleBn,
  descriptionBn: drives.descriptionBn,
  addressBn: drives.addressBn,
  imageUrl: drives.imageUrl,
  date: drives.date,
  startTime: drives.startTime,
  endTime: drives.endTime,
  division: drives.division,
  district: drives.district,
  address: drives.address,
  slotMinutes: drives.slotMinutes,
  donorsPerSlot: drives.donorsPerSlot,
  status: drives.status,
  organiserId: drives.organiserId,
  organiserName: users.name,
  freePlaces,
};
