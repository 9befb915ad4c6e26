import type { ModerationItem } from '@grant/shared';
import type { OpenReportRow, QueueRow } from './reports.repository';

export const toModerationItem = (row: QueueRow & { reports: OpenReportRow[] }): ModerationItem => ({
  _id: row.id,
  recipientName: row.recipientName,
  hospitalName: row.hospitalName,
  blood: row.blood,
  component: row.component,
  neededBy: row.neededBy.toISOString(),
  division: row.division,
  district: row.district,
  status: row.status,
  requesterName: row.requesterName,
  requesterEmail: row.requesterEmail,
  createdAt: row.createdAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  reports: row.reports.map((report) => ({
    reason: report.reason,
    note: report.note,
    reporterName: report.reporterName,
    createdAt: report.createdAt.toISOString(),
  })),
});
