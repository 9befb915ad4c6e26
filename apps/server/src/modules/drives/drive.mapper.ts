import type { Booking, Drive } from '@grant/shared';
import type { DriveBookingRow } from '../../db/schema/index';
import type { DriveListRow } from './drives.repository';

export const toDrive = (row: DriveListRow): Drive => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  division: row.division,
  district: row.district,
  address: row.address,
  slotMinutes: row.slotMinutes,
  donorsPerSlot: row.donorsPerSlot,
  status: row.status,
  organiserName: row.organiserName,
  freePlaces: row.freePlaces,
});

export const toBooking = (row: DriveBookingRow): Booking => ({
  _id: row.id,
  driveId: row.driveId,
  slot: row.slot,
  code: row.code,
  status: row.status,
});
