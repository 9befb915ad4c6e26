import type { Booking, Drive, DriveRoster, DriveTeam, DriveTeamMember, MyBooking } from '@grant/shared';
import type { DriveBookingRow } from '../../db/schema/index';
import type { DriveListRow } from './drives.repository';

export const toDrive = (row: DriveListRow): Drive => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  // Empty is none: the English shows on Bangla pages.
  titleBn: row.titleBn || null,
  descriptionBn: row.descriptionBn || null,
  addressBn: row.addressBn || null,
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
  deferReason: row.deferReason,
});

export const toMyBooking = (row: { booking: DriveBookingRow; drive: DriveListRow }): MyBooking => ({
  ...toBooking(row.booking),
  drive: toDrive(row.drive),
});

type RosterRow = { booking: DriveBookingRow; donorName: string; blood: string | null };

export const toRoster = (roster: {
  drive: DriveListRow;
  canManage: boolean;
  slots: { start: string; capacity: number; bookings: RosterRow[] }[];
  counts: DriveRoster['counts'];
}): DriveRoster => ({
  drive: toDrive(roster.drive),
  canManage: roster.canManage,
  slots: roster.slots.map((slot) => ({
    start: slot.start,
    capacity: slot.capacity,
    bookings: slot.bookings.map((row) => ({ ...toBooking(row.booking), donorName: row.donorName, blood: row.blood })),
  })),
  counts: roster.counts,
});

type TeamRow = { id: string; name: string; email: string };

export const toTeamMember = (row: TeamRow): DriveTeamMember => ({ _id: row.id, name: row.name, email: row.email });

export const toTeam = (team: { canStaff: boolean; canManage: boolean; members: TeamRow[] }): DriveTeam => ({
  canStaff: team.canStaff,
  canManage: team.canManage,
  members: team.members.map(toTeamMember),
});
