-- The triage board puts the soonest deadline first within each urgency (issue 48: a request says
-- by when it is needed). neededBy is the donation day's time or its end when the requester gave no
-- deadline, so for those the order is what it was; the date and time stay as tie-breakers for rows
-- whose deadline is the same end of day (imports, demo data).
DROP INDEX "donation_requests_triage_idx";--> statement-breakpoint
CREATE INDEX "donation_requests_triage_idx" ON "donation_requests" (urgency_rank("urgency"), "needed_by", "donation_date", donation_minutes("donation_time"), "created_at", "id")
  WHERE "status" = 'pending' OR ("status" = 'inprogress' AND "pledged_count" < "bags");
