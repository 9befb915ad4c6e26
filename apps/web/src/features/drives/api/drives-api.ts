import type {
  AddTeamMemberBody,
  BookingAtDrive,
  bookingAtDriveSchema,
  bookingSchema,
  CancelDriveBody,
  CheckInBody,
  CreateDriveBody,
  driveDetailsSchema,
  driveListSchema,
  driveRosterSchema,
  driveSchema,
  driveTeamMemberSchema,
  driveTeamSchema,
  insertedIdSchema,
  myBookingListSchema,
  noContentSchema,
  UpdateDriveBody,
} from '@grant/shared';
import { isRecordId } from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isNotFound } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

export const DRIVES_PAGE_SIZE = 9;

const drivesPath = (id: string, rest = '') => `/drives/${encodeURIComponent(id)}${rest}`;

export const driveKeys = {
  all: ['drives'] as const,
  list: ['drives', 'list'] as const,
  details: (id: string) => ['drives', 'details', id] as const,
  myBookingAt: (id: string) => ['drives', 'my-booking', id] as const,
  myBookings: ['drives', 'my-bookings'] as const,
  organised: ['drives', 'organised'] as const,
  roster: (id: string) => ['drives', 'roster', id] as const,
  team: (id: string) => ['drives', 'team', id] as const,
};

/** Upcoming drives, soonest first, in a division or district when chosen. */
export const useUpcomingDrives = (place: { division: string; district: string }, control?: PageControl, pageSize = DRIVES_PAGE_SIZE) =>
  usePagedList<typeof driveListSchema>({ queryKey: driveKeys.list, path: '/drives', filters: place, pageSize, control });

export const useDrive = (id: string) =>
  useQuery({
    queryKey: driveKeys.details(id),
    enabled: isRecordId(id),
    queryFn: () => apiRequest<typeof driveDetailsSchema>(drivesPath(id)),
  });

/** The caller's booking at a drive; none (null) when they have not booked. */
export const useMyBookingAt = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: driveKeys.myBookingAt(id),
    enabled,
    queryFn: async (): Promise<BookingAtDrive | null> => {
      try {
        return await apiRequest<typeof bookingAtDriveSchema>(drivesPath(id, '/bookings/mine'));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

export const useMyBookings = (control?: PageControl) =>
  usePagedList<typeof myBookingListSchema>({
    queryKey: driveKeys.myBookings,
    path: '/drives/bookings/mine',
    pageSize: 5,
    control,
    refetchOnMount: 'always',
  });

export const useOrganisedDrives = (control: PageControl) =>
  usePagedList<typeof driveListSchema>({
    queryKey: driveKeys.organised,
    path: '/drives/organised',
    pageSize: 10,
    control,
    refetchOnMount: 'always',
  });

export const useRoster = (id: string) =>
  useQuery({
    queryKey: driveKeys.roster(id),
    enabled: isRecordId(id),
    queryFn: () => apiRequest<typeof driveRosterSchema>(drivesPath(id, '/roster')),
  });

/** What the caller may do at a drive (staff it, manage it) and its team; asked only by staff (`enabled`). */
export const useDriveTeam = (id: string, enabled = true) =>
  useQuery({
    queryKey: driveKeys.team(id),
    enabled: enabled && isRecordId(id),
    queryFn: () => apiRequest<typeof driveTeamSchema>(drivesPath(id, '/team')),
  });

/** Every change to drives or bookings reads the drives' lists and pages again. */
function useDriveMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }) });
}

export const useCreateDrive = () =>
  useDriveMutation((body: CreateDriveBody) => apiRequest<typeof insertedIdSchema>('/drives', { method: 'POST', json: body }));

export const useUpdateDrive = (id: string) =>
  useDriveMutation((body: UpdateDriveBody) => apiRequest<typeof driveSchema>(drivesPath(id), { method: 'PATCH', json: body }));

export const useCancelDrive = (id: string) =>
  useDriveMutation((body: CancelDriveBody) =>
    apiRequest<typeof noContentSchema>(drivesPath(id, '/cancel'), { method: 'POST', json: body }),
  );

export const useBookSlot = (id: string) =>
  useDriveMutation((slot: string) => apiRequest<typeof bookingSchema>(drivesPath(id, '/bookings'), { method: 'POST', json: { slot } }));

export const useCancelBooking = (id: string) =>
  useDriveMutation(() => apiRequest<typeof noContentSchema>(drivesPath(id, '/bookings'), { method: 'DELETE' }));

export const useCheckIn = (id: string) =>
  useDriveMutation((body: CheckInBody) => apiRequest<typeof bookingSchema>(drivesPath(id, '/check-in'), { method: 'POST', json: body }));

export const useAddTeamMember = (id: string) =>
  useDriveMutation((body: AddTeamMemberBody) =>
    apiRequest<typeof driveTeamMemberSchema>(drivesPath(id, '/team'), { method: 'POST', json: body }),
  );

export const useRemoveTeamMember = (id: string) =>
  useDriveMutation((userId: string) =>
    apiRequest<typeof noContentSchema>(drivesPath(id, `/team/${encodeURIComponent(userId)}`), { method: 'DELETE' }),
  );

export const downloadCalendar = (id: string) => apiDownload(drivesPath(id, '/bookings/mine/calendar'), 'grant-drive.ics');
export const downloadRoster = (id: string) => apiDownload(drivesPath(id, '/roster.csv'), `drive-roster-${id.slice(0, 8)}.csv`);
